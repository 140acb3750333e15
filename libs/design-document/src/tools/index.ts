/** Every tool of the editor, by id (each manual page's tool; `hand` pans the view). */
import type { ToolId } from '../editor/types.ts';
import type { Tool } from './tool.ts';
import { createSelectTool } from './select-tool.ts';
import { createRectTool } from './rect-tool.ts';
import { createEllipseTool } from './ellipse-tool.ts';
import { createLineTool } from './line-tool.ts';
import { createPencilTool } from './pencil-tool.ts';
import { createTextTool } from './text-tool.ts';
import { createHandTool } from './hand-tool.ts';

export function createTools(): Map<ToolId, Tool> {
  const tools: Tool[] = [
    createSelectTool(),
    createRectTool(),
    createEllipseTool(),
    createLineTool('line'),
    createLineTool('arrow'),
    createPencilTool(),
    createTextTool(),
    createHandTool(),
  ];
  return new Map(tools.map((tool) => [tool.id, tool]));
}
