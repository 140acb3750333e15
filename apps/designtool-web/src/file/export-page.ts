/**
 * Export of the current page (loaded on demand): the printer's SVG (services/printer-svg.ts: texts in
 * outlines, pictures at full resolution, clipped to the print area) and a PNG drawn from it.
 */
import type { Editor } from '@shop/design-document';
import { renderSvgToPng } from '../services/finish.ts';
import { printerSvg } from '../services/printer-svg.ts';

export function pageSvg(editor: Editor): Promise<string> {
  return printerSvg(editor.page, editor.document);
}

/** A PNG of the page, 2000 px on its long side, transparent outside the artwork. */
export async function pagePng(editor: Editor, longSide = 2000): Promise<Blob> {
  return renderSvgToPng(await pageSvg(editor), editor.page, longSide);
}
