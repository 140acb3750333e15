/**
 * 画像の読み込み on the canvas: the services' `importImage` (HEIC converted in the browser, uploaded
 * through the file API, sized for 300 dpi) gives the shape; placing it is one command, selected.
 */
import type { Editor } from '@shop/design-document';
import { IMPORT_ACCEPT, importImage as importImageFile } from '../services/import-image.ts';

export const IMAGE_ACCEPT = IMPORT_ACCEPT;

/** Imports and places one picture; answers an error message for the shopper, or null. */
export async function importImage(editor: Editor, file: File, onProgress?: (percent: number) => void): Promise<string | null> {
  const pageId = editor.pageId;
  const result = await importImageFile(file, editor.page, editor.createId(), onProgress);
  if (!result.ok) return result.message;
  const shape = result.shape;
  // The shopper may have switched placements meanwhile: the picture goes where it was asked for.
  if (editor.pageId !== pageId) editor.setPage(pageId);
  editor.run('画像の読み込み', (page) => ({ ...page, shapes: [...page.shapes, shape] }), [shape.id]);
  editor.setTool('select');
  return null;
}
