/**
 * The design tool opened from an order page's 「デザインツールで修正する」 (issue #30; the fix is
 * @shop/web-state's `ArtFix`, kept beside the stored print order). A new design starts from the art
 * job's version: a design-tool version's SVG as editable vector shapes at exactly its place (its
 * viewBox is the print area in mm), or, when that SVG holds what shapes cannot keep (embedded
 * pictures, masks, filters), as one picture over the whole area; any other version's picture at the
 * version's print width and place (`placeArtwork`, the shop's one print-size rule). 「デザインを確定」
 * then sends the printer's SVG back to the order as one new version (source `design_tool`) and the
 * customer returns to the order page.
 */
import { API_ROUTES, buildPath } from '@shop/api-contract';
import { placeArtwork } from '@shop/artwork-domain';
import type { ImageShape, Page } from '@shop/design-document/model';
import type { StoredPrintOrder } from '@shop/cart-domain';
import type { ArtFix } from '@shop/web-state';

export const ART_FIX_MESSAGES = {
  opened: (name: string, version: number) =>
    `ご注文の${name}（第${version}版）のデータを読み込みました。修正したら「デザインを確定」で再入稿します。`,
  notReadable: 'PDF・AIのデータはデザインツールに読み込めないため、新しいデザインとして始めます。',
  notLoaded: '修正するデータを読み込めませんでした。新しいデザインとして始めます。',
  noSvg: '修正したデザインのデータが見つかりませんでした。もう一度「デザインを確定」を押してください。',
} as const;

const PICTURE_KINDS = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);
/** What an SVG import may leave out without the design changing (a gradient averaged is a change too). */
const LOSSLESS_NOTICES: readonly string[] = [];

/** The picture of a version on its page: at the version's layout (mm), or over the whole area for a tool version. */
export function versionPicture(id: string, fix: ArtFix, page: Pick<Page, 'width' | 'height'>): ImageShape | null {
  if (!PICTURE_KINDS.has(fix.file.mimeType)) return null;
  const vector = fix.file.mimeType === 'image/svg+xml';
  const area = { widthMm: page.width, heightMm: page.height };
  const size =
    fix.file.width && fix.file.height
      ? { width: fix.file.width, height: fix.file.height }
      : vector
        ? { width: page.width, height: page.height }
        : null;
  if (!size) return null;
  const box =
    fix.source === 'design_tool' ? { xMm: 0, yMm: 0, widthMm: page.width, heightMm: page.height } : placeArtwork(size, fix.layout, area);
  return {
    type: 'image',
    id,
    x: box.xMm,
    y: box.yMm,
    w: box.widthMm,
    h: box.heightMm,
    rotation: 0,
    flipX: false,
    flipY: false,
    opacity: 1,
    fileUuid: fix.file.uuid,
    src: buildPath(API_ROUTES.filePreview.path, { uuid: fix.file.uuid }),
    mimeType: fix.file.mimeType,
    name: fix.file.name,
    pixelWidth: Math.max(1, Math.round(size.width)),
    pixelHeight: Math.max(1, Math.round(size.height)),
    vector,
    // A JPEG is taken for a photo (silk-screen cannot print it as flat inks), as the upload widget warns.
    photographic: fix.file.mimeType === 'image/jpeg',
  };
}

/** Whether an SVG import kept the whole design (no notice of something left out or changed). */
export function importKeptEverything(notices: readonly string[]): boolean {
  return notices.every((notice) => LOSSLESS_NOTICES.includes(notice));
}

/** The printer's SVG the finished design wrote for the fixed placement, or null. */
export function fixedSvgOf(order: Pick<StoredPrintOrder, 'prints'>, fix: Pick<ArtFix, 'placement'>): string | null {
  return order.prints.find((print) => print.printSpecId === fix.placement.printSpecId)?.svgFileUuid ?? null;
}
