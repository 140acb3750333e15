/**
 * The ellipse tool (manual: ellipsetool): the rectangle tool's machine drawing ellipses; Shift
 * draws a circle, Alt from the centre, a click places a 40 mm circle.
 */
import { createBoxTool } from './rect-tool.ts';
import type { Tool } from './tool.ts';

export function createEllipseTool(): Tool {
  return createBoxTool('ellipse', '楕円');
}
