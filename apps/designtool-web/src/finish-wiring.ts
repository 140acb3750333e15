/**
 * 「デザインを確定」 for a print order: the lead's `finishDesign` (services/finish.ts) with the
 * browser's dependencies and @shop/design-document's SVG export, texts in outlines from the app's
 * font files (src/fonts).
 */
import type { StoredPrintOrder } from '@shop/cart-domain';
import type { Editor } from '@shop/design-document';

/** Runs the finish and goes on to the next step; throws with the shopper's message when it fails. */
export async function finishOrder(editor: Editor, order: StoredPrintOrder): Promise<void> {
  const [{ browserFinishDeps, finishDesign }, { printerSvg }] = await Promise.all([
    import('./services/finish.ts'),
    import('./services/printer-svg.ts'),
  ]);
  const result = await finishDesign(editor.document, order, browserFinishDeps(printerSvg));
  if (!result.ok) {
    const page = result.pageName ? editor.document.pages.find((p) => p.name === result.pageName) : undefined;
    if (page) editor.setPage(page.id);
    throw new Error(result.message);
  }
  window.location.assign(result.href);
}
