/**
 * 画像の読み込み on the canvas, from the file dialog (several files at once), a drop on the canvas
 * or a paste: pictures go through the services' `importImage` (HEIC converted in the browser,
 * uploaded through the file API, sized for 300 dpi); SVG files and pasted SVG text become editable
 * vector shapes (@shop/design-document/svg, loaded on first use), fitted into the print area with
 * their aspect kept. Each file is placed as one command and selected; several files land a few mm
 * apart. What was changed or left out, and what could not be read, comes back as messages.
 */
import { loadSvgImport, type Editor } from '@shop/design-document';
import type { Shape } from '@shop/design-document/model';
import { IMPORT_ACCEPT, importImage as importImageFile } from '../services/import-image.ts';

export const IMAGE_ACCEPT = IMPORT_ACCEPT;

/** How far (mm) each further file of one import lands from the one before. */
const CASCADE_MM = 5;

const isSvgFile = (file: File) => file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);

/** Whether pasted text is an SVG document. */
export function looksLikeSvg(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text);
}

function place(editor: Editor, pageId: string, shape: Shape, index: number): void {
  // The shopper may have switched placements meanwhile: the picture goes where it was asked for.
  if (editor.pageId !== pageId) editor.setPage(pageId);
  const offset = index * CASCADE_MM;
  const moved = offset === 0 ? shape : { ...shape, x: shape.x + offset, y: shape.y + offset };
  const placed = moved.type === 'group' && offset !== 0 ? shift(moved, offset) : moved;
  editor.run('画像の読み込み', (page) => ({ ...page, shapes: [...page.shapes, placed] }), [placed.id]);
}

function shift(shape: Shape, offset: number): Shape {
  if (shape.type !== 'group') return { ...shape, x: shape.x + offset, y: shape.y + offset };
  return { ...shape, children: shape.children.map((child) => shift(child, offset)) };
}

/** An SVG text as vector shapes on the current page; answers the messages (notices or the error). */
export async function importSvgText(
  editor: Editor,
  text: string,
  name: string,
  index = 0,
): Promise<{ placed: boolean; messages: string[] }> {
  const pageId = editor.pageId;
  const { importSvg } = await loadSvgImport();
  const result = importSvg(text, { name, area: editor.page, createId: editor.createId });
  if (!result.ok) return { placed: false, messages: [result.message] };
  place(editor, pageId, result.shape, index);
  return { placed: true, messages: [...result.notices] };
}

/** Imports and places one file; answers messages for the shopper (empty when all went well). */
export async function importImage(editor: Editor, file: File, onProgress?: (percent: number) => void, index = 0): Promise<string[]> {
  if (isSvgFile(file)) {
    const vector = await importSvgText(editor, await file.text(), file.name, index);
    if (vector.placed) return vector.messages;
    // Nothing drawable as shapes (e.g. only an embedded picture): placed as a picture instead.
  }
  const pageId = editor.pageId;
  const result = await importImageFile(file, editor.page, editor.createId(), onProgress);
  if (!result.ok) return [result.message];
  place(editor, pageId, result.shape, index);
  return [];
}

/** Imports several files one after another (each its own command); the messages name the file when there are several. */
export async function importFiles(editor: Editor, files: readonly File[], onProgress?: (percent: number) => void): Promise<string[]> {
  const messages: string[] = [];
  for (const [index, file] of files.entries()) {
    const own = await importImage(editor, file, onProgress, index);
    messages.push(...own.map((message) => (files.length > 1 ? `${file.name}：${message}` : message)));
  }
  editor.setTool('select');
  return [...new Set(messages)];
}
