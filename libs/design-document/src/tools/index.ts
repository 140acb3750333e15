/** Every tool of the editor, by id (each manual page's tool; `hand` pans the view). */
import type { ToolId } from '../editor/types.ts';
import type { Tool } from './tool.ts';
import { createSelectTool } from './select-tool.ts';
import { createRectTool } from './rect-tool.ts';

export function createTools(): Map<ToolId, Tool> {
  const tools: Tool[] = [createSelectTool(), createRectTool()];
  return new Map(tools.map((tool) => [tool.id, tool]));
}
