/**
 * 「デザインを確定」: for each placement, the printer's SVG (texts in outlines, images embedded, clipped
 * to the print area) and a PNG preview are uploaded through the file API; their uuids are written to
 * the stored print order (`svgFileUuid`, `fileUuid` of that placement's print), and the shopper goes on
 * to the preview (or to the quantities when none are chosen yet). Nothing is written to the order
 * unless every placement uploaded. The print's layout goes back to the default (the page fills its area).
 */
import type { StoredPrintOrder } from '@shop/cart-domain';
import type { DesignDocument, Page } from '@shop/design-document/model';
import { appendPrintOrderAtom, uploadPrintFile, type UploadOutcome } from '@shop/web-state';
import { getDefaultStore } from 'jotai';
import { canvasOf } from './draw-image.ts';
import { afterFinishHref } from './route.ts';

export interface FinishDeps {
  /** The printer's SVG of a page (design-document's export with glyph outlines). */
  exportSvg(page: Page, document: DesignDocument): Promise<string>;
  /** A PNG preview of that SVG. */
  renderPng(svg: string, page: Page): Promise<Blob>;
  upload(blob: Blob, name: string): Promise<UploadOutcome>;
  /** Writes the order back to the stored print orders. */
  saveOrder(order: StoredPrintOrder): void;
}

export type FinishProgress = { readonly page: Page; readonly index: number; readonly total: number; readonly step: 'export' | 'upload' };

export type FinishResult =
  | { readonly ok: true; readonly href: string; readonly order: StoredPrintOrder }
  | { readonly ok: false; readonly message: string; readonly pageName?: string };

export const EMPTY_PAGE_MESSAGE = (name: string) => `${name}にデザインがありません。何か配置するか、プリント位置の選択から外してください。`;
const UPLOAD_FAILED = (name: string, detail: string) =>
  `${name}のデータを送れませんでした（${detail}）。もう一度「デザインを確定」を押してください。`;
const EXPORT_FAILED = (name: string) => `${name}のデータを作れませんでした。フォントや画像の読み込みを確認して、もう一度お試しください。`;

function uploadDetail(outcome: Exclude<UploadOutcome, { ok: true }>): string {
  switch (outcome.error.type) {
    case 'rejected':
      return outcome.error.message;
    case 'network':
      return '通信できませんでした';
    case 'aborted':
      return '中断されました';
    default:
      return `エラー ${outcome.error.status}`;
  }
}

/** A file name for the printer: `<product code>-<placement>-design.svg`. */
export function fileNameFor(document: DesignDocument, page: Page, extension: 'svg' | 'png'): string {
  const base = `${document.product?.code ?? 'design'}-${page.position || page.name}`.replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return `${base}-design.${extension}`;
}

export async function finishDesign(
  document: DesignDocument,
  order: StoredPrintOrder,
  deps: FinishDeps,
  onProgress: (progress: FinishProgress) => void = () => {},
): Promise<FinishResult> {
  const pages = document.pages.filter((page) => page.printSpecId !== null && order.prints.some((p) => p.printSpecId === page.printSpecId));
  const empty = pages.find((page) => page.shapes.length === 0);
  if (empty) return { ok: false, message: EMPTY_PAGE_MESSAGE(empty.name), pageName: empty.name };
  const files = new Map<number, { svg: string; png: string }>();
  for (const [index, page] of pages.entries()) {
    onProgress({ page, index, total: pages.length, step: 'export' });
    let svg: string;
    let png: Blob;
    try {
      svg = await deps.exportSvg(page, document);
      png = await deps.renderPng(svg, page);
    } catch {
      return { ok: false, message: EXPORT_FAILED(page.name), pageName: page.name };
    }
    onProgress({ page, index, total: pages.length, step: 'upload' });
    const svgUpload = await deps.upload(new Blob([svg], { type: 'image/svg+xml' }), fileNameFor(document, page, 'svg'));
    if (!svgUpload.ok) return { ok: false, message: UPLOAD_FAILED(page.name, uploadDetail(svgUpload)), pageName: page.name };
    const pngUpload = await deps.upload(png, fileNameFor(document, page, 'png'));
    if (!pngUpload.ok) return { ok: false, message: UPLOAD_FAILED(page.name, uploadDetail(pngUpload)), pageName: page.name };
    files.set(page.printSpecId!, { svg: svgUpload.file.uuid, png: pngUpload.file.uuid });
  }
  const next: StoredPrintOrder = {
    ...order,
    prints: order.prints.map((print) => {
      const uploaded = files.get(print.printSpecId);
      // The page is the whole print area as designed: the default layout (null) is @shop/artwork-domain's
      // `defaultLayout`, which prints an area-sized artwork exactly over the area. A size or place chosen
      // earlier for an uploaded file would shrink or move the design, so it is dropped.
      return uploaded ? { ...print, svgFileUuid: uploaded.svg, fileUuid: uploaded.png, layout: null } : print;
    }),
  };
  deps.saveOrder(next);
  const hasQuantities = next.selectedColors.some((color) => color.sizes.some((size) => size.quantity > 0));
  const inksChosen = next.prints.every((print) => print.inkIds.length > 0 && print.inkIds.every((inks) => inks.length > 0));
  return { ok: true, href: afterFinishHref(next.product.code, next.id, hasQuantities, next.printMethod.slug, inksChosen), order: next };
}

/** Draws an SVG into a PNG no wider or taller than `maxSide` px (transparent outside the artwork). */
export async function renderSvgToPng(svg: string, page: Pick<Page, 'width' | 'height'>, maxSide = 1600): Promise<Blob> {
  const scale = maxSide / Math.max(page.width, page.height);
  const width = Math.max(1, Math.round(page.width * scale));
  const height = Math.max(1, Math.round(page.height * scale));
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = canvasOf(image, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The browser's dependencies: uploads through the file API, the order into the stored print orders. */
export function browserFinishDeps(exportSvg: FinishDeps['exportSvg']): FinishDeps {
  return {
    exportSvg,
    renderPng: renderSvgToPng,
    upload: (blob, name) => uploadPrintFile(blob, name),
    saveOrder: (order) => {
      const { timestamp: _timestamp, ...input } = order;
      getDefaultStore().set(appendPrintOrderAtom, input);
    },
  };
}
