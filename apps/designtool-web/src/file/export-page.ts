/**
 * Export of the current page (loaded on demand): @shop/design-document's SVG export, texts turned
 * into outlines from the font files, everything clipped to the print area; the PNG drawn from it.
 */
import { exportPageSvg, type Editor } from '@shop/design-document';
import { browserFonts } from '../fonts/browser-fonts.ts';
import { renderSvgToPng } from '../services/finish.ts';
import { originalDataUrl } from '../services/import-image.ts';

export async function pageSvg(editor: Editor): Promise<string> {
  const page = editor.page;
  return exportPageSvg(page, { outlines: await browserFonts().glyphOutlines(), resolveImage: (fileUuid) => originalDataUrl(fileUuid), title: `${editor.document.name} ${page.name}` });
}

/** A PNG of the page, 2000 px on its long side, transparent outside the artwork. */
export async function pagePng(editor: Editor, longSide = 2000): Promise<Blob> {
  return renderSvgToPng(await pageSvg(editor), editor.page, longSide);
}
