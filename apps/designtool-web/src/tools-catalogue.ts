/** The toolbar's tools: Japanese names (also the buttons' accessible names), shortcuts and manual pages. */
import { TOOL_SHORTCUTS, type ToolId } from '@shop/design-document';

export interface ToolEntry {
  readonly id: ToolId | 'image';
  readonly label: string;
  /** The key that selects it (upper case, as shown). */
  readonly shortcut: string | null;
  /** Its manual page (`/designtool/<slug>`). */
  readonly manual: string;
  /** Material Symbols path (24 px grid). */
  readonly icon: string;
}

const shortcutOf = (id: ToolId): string | null => {
  const key = Object.entries(TOOL_SHORTCUTS).find(([, tool]) => tool === id)?.[0];
  return key ? key.toUpperCase() : null;
};

const entry = (id: ToolId, label: string, manual: string, icon: string): ToolEntry => ({
  id,
  label,
  shortcut: shortcutOf(id),
  manual,
  icon,
});

export const TOOLS: readonly ToolEntry[] = [
  entry('select', '選択', 'move', 'M7 2l12 11.2-5.8.5 3.3 7.3-2.2 1-3.2-7.4L7 18.5V2z'),
  entry('text', 'テキスト', 'texttool', 'M5 4v3h5.5v12h3V7H19V4H5z'),
  entry('rect', '四角形', 'recttool', 'M3 5v14h18V5H3zm16 12H5V7h14v10z'),
  entry(
    'ellipse',
    '楕円',
    'ellipsetool',
    'M12 5C6.5 5 2 8.1 2 12s4.5 7 10 7 10-3.1 10-7-4.5-7-10-7zm0 12c-4.4 0-8-2.2-8-5s3.6-5 8-5 8 2.2 8 5-3.6 5-8 5z',
  ),
  entry('line', '直線', 'linetool', 'M3.5 19.1L19.1 3.5l1.4 1.4L4.9 20.5z'),
  entry('arrow', '矢印', 'arrowtool', 'M9 5v2h6.6L4 18.6 5.4 20 17 8.4V15h2V5H9z'),
  entry(
    'pencil',
    '鉛筆',
    'penciltool',
    'M3 17.3V21h3.8L17.8 9.9l-3.8-3.7L3 17.3zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.8L20.7 7z',
  ),
  {
    id: 'image',
    label: '画像の読み込み',
    shortcut: null,
    manual: 'importimage',
    icon: 'M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h14a2 2 0 0 0 2-2zM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5z',
  },
  entry(
    'hand',
    '手のひら',
    'editdisplay',
    'M21 7a2 2 0 0 0-2 0V4a2 2 0 0 0-4 0v-.5a2 2 0 0 0-4 0V4a2 2 0 0 0-4 0v9l-2.3-2.3a2 2 0 0 0-2.8 2.8L8.5 20c1.4 1.3 3.2 2 5.1 2H15a6 6 0 0 0 6-6V7z',
  ),
];

export function toolEntry(id: ToolId): ToolEntry | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
