/**
 * The design-tool manual (spec §2 Routes: /designtool and twenty pages under it), in reading order.
 * The route table builds one route per page from this list, and the manual pages link to their
 * neighbours with it.
 */

/** Manual pages in reading order, with the short label used in links. */
export const DESIGNTOOL_MANUAL = [
  { slug: 'file', label: 'ファイル' },
  { slug: 'editdisplay', label: '表示の編集' },
  { slug: 'move', label: '移動' },
  { slug: 'scale', label: '拡大・縮小' },
  { slug: 'rotate', label: '回転' },
  { slug: 'flip', label: '反転' },
  { slug: 'alignment', label: '整列' },
  { slug: 'stackingorder', label: '重ね順' },
  { slug: 'group', label: 'グループ化' },
  { slug: 'copypaste', label: 'コピー・貼り付け' },
  { slug: 'delete', label: '削除' },
  { slug: 'drawingstyle', label: '描画スタイル' },
  { slug: 'texttool', label: 'テキストツール' },
  { slug: 'textedit', label: 'テキストの編集' },
  { slug: 'importimage', label: '画像の読み込み' },
  { slug: 'recttool', label: '四角形ツール' },
  { slug: 'ellipsetool', label: '楕円ツール' },
  { slug: 'linetool', label: '直線ツール' },
  { slug: 'arrowtool', label: '矢印ツール' },
  { slug: 'penciltool', label: '鉛筆ツール' },
] as const;

export type DesigntoolManualSlug = (typeof DESIGNTOOL_MANUAL)[number]['slug'];

/** A link to a manual page. */
export interface ManualLink {
  label: string;
  to: string;
}

/** The design tool itself (`/designtool`, a page of the server): the last page's "next" link leads there. */
export const DESIGN_TOOL_LINK: ManualLink = { label: 'デザインツールを使う', to: '/designtool' };

/** The pages before and after `slug` in reading order; the first has none before, the last leads to the tool. */
export function manualNeighbours(slug: string): { previous: ManualLink | null; next: ManualLink } | null {
  const index = DESIGNTOOL_MANUAL.findIndex((page) => page.slug === slug);
  if (index === -1) return null;
  const page = (i: number): ManualLink | null => {
    const found = DESIGNTOOL_MANUAL[i];
    return found ? { label: found.label, to: `/designtool/${found.slug}` } : null;
  };
  return { previous: page(index - 1), next: page(index + 1) ?? DESIGN_TOOL_LINK };
}
