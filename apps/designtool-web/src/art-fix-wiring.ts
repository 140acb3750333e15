/**
 * The browser's side of a design-tool fix of an order's artwork (services/art-fix.ts): seeding a new
 * design from the art job's version, and sending the finished design back to the order.
 */
import { API_ROUTES, buildPath } from '@shop/api-contract';
import { loadSvgImport, type Editor } from '@shop/design-document';
import type { StoredPrintOrder } from '@shop/cart-domain';
import { artFixReturnPath, browserApi, clearArtFix, designToolVersionBody, serverMessageOf, type ArtFix } from '@shop/web-state';
import { ART_FIX_MESSAGES, fixedSvgOf, importKeptEverything, versionPicture } from './services/art-fix.ts';

/** Puts the version on its page of a new design; answers the message for the shopper. */
export async function seedArtFix(editor: Editor, fix: ArtFix): Promise<string> {
  const page = editor.document.pages.find((p) => p.printSpecId === fix.placement.printSpecId);
  if (!page) return ART_FIX_MESSAGES.notLoaded;
  editor.setPage(page.id);
  if (page.shapes.length > 0) return ART_FIX_MESSAGES.opened(fix.placement.name, fix.versionNumber);
  if (fix.source === 'design_tool' && fix.file.mimeType === 'image/svg+xml') {
    try {
      const response = await fetch(buildPath(API_ROUTES.fileOriginal.path, { uuid: fix.file.uuid }), { credentials: 'same-origin' });
      if (response.ok) {
        const { importSvg } = await loadSvgImport();
        // fit 1: the export's viewBox is the print area in mm, so every shape lands where it was drawn.
        const imported = importSvg(await response.text(), { name: fix.file.name, area: page, createId: editor.createId, fit: 1 });
        if (imported.ok && importKeptEverything(imported.notices)) {
          editor.run('修正するデザイン', (p) => ({ ...p, shapes: [...p.shapes, imported.shape] }), [imported.shape.id]);
          return ART_FIX_MESSAGES.opened(fix.placement.name, fix.versionNumber);
        }
      }
    } catch {
      // Read as one picture below.
    }
  }
  const picture = versionPicture(editor.createId(), fix, page);
  if (!picture)
    return fix.file.mimeType === 'application/pdf' || /\.ai$/i.test(fix.file.name)
      ? ART_FIX_MESSAGES.notReadable
      : ART_FIX_MESSAGES.notLoaded;
  editor.run('修正するデータ', (p) => ({ ...p, shapes: [...p.shapes, picture] }), [picture.id]);
  return ART_FIX_MESSAGES.opened(fix.placement.name, fix.versionNumber);
}

/**
 * Sends the finished design (the order as `finishDesign` wrote it) to the art job as a new version and
 * answers the order page to return to; throws with the shopper's message when the shop refuses it.
 */
export async function sendArtFix(order: Pick<StoredPrintOrder, 'prints'>, fix: ArtFix): Promise<string> {
  const svg = fixedSvgOf(order, fix);
  if (!svg) throw new Error(ART_FIX_MESSAGES.noSvg);
  try {
    const api = await browserApi();
    await api.call(API_ROUTES.artResubmit, { params: { id: fix.jobId }, body: designToolVersionBody(fix, svg) });
  } catch (error) {
    throw new Error(
      serverMessageOf(error) ?? '修正したデザインを送れませんでした。通信状態をご確認のうえ、もう一度「デザインを確定」を押してください。',
    );
  }
  clearArtFix(fix.pid);
  return artFixReturnPath(fix);
}
