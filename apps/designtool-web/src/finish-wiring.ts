/**
 * 「デザインを確定」 for a print order: the lead's `finishDesign` (services/finish.ts) with the
 * browser's dependencies and @shop/design-document's SVG export, texts in outlines from the app's
 * font files (src/fonts). For a fix of an order's artwork (`fix`), the printer's SVG then goes to the
 * order as a new version and the shopper returns to the order page (art-fix-wiring.ts).
 */
import type { StoredPrintOrder } from '@shop/cart-domain';
import type { Editor } from '@shop/design-document';
import type { ArtFix } from '@shop/web-state';

/** Runs the finish and goes on to the next step; throws with the shopper's message when it fails. */
export async function finishOrder(editor: Editor, order: StoredPrintOrder, fix: ArtFix | null = null): Promise<void> {
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
  if (fix) {
    const { sendArtFix } = await import('./art-fix-wiring.ts');
    window.location.assign(await sendArtFix(result.order, fix));
    return;
  }
  window.location.assign(result.href);
}
