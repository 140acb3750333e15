/**
 * The file menu: new, open and save the design as JSON, export SVG and PNG (the export code is
 * loaded only when asked for).
 */
import { type Editor } from '@shop/design-document';
import { newDesignDocument, parseDesignJson, serializeDesignDocument } from '@shop/design-document/model';

export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const fileBase = (editor: Editor) => editor.document.name.replace(/[\\/:*?"<>|]+/g, '_') || 'design';

/** 新規: an empty document with the same placements and product (empty pages). */
export function newDesign(editor: Editor): void {
  const current = editor.document;
  editor.load(
    newDesignDocument({
      id: globalThis.crypto.randomUUID(),
      method: current.method,
      product: current.product,
      placements: current.pages.map(({ printSpecId, name, position, width, height }) => ({ printSpecId, name, position, width, height })),
      now: Date.now(),
    }),
  );
}

/** 保存: the document as a JSON download. */
export function saveDesignJson(editor: Editor): void {
  download(new Blob([serializeDesignDocument(editor.document)], { type: 'application/json' }), `${fileBase(editor)}.json`);
}

/** 開く: a JSON file saved before (older versions migrated); answers an error message or null. */
export async function openDesignJson(editor: Editor, file: File): Promise<string | null> {
  const text = await file.text();
  const result = parseDesignJson(text);
  if (!result.ok) return 'デザインファイルを読み込めませんでした';
  editor.load(result.document);
  return null;
}

export async function exportSvg(editor: Editor): Promise<void> {
  const { pageSvg } = await import('./export-page.ts');
  download(new Blob([await pageSvg(editor)], { type: 'image/svg+xml' }), `${fileBase(editor)}-${editor.page.name}.svg`);
}

export async function exportPng(editor: Editor): Promise<void> {
  const { pagePng } = await import('./export-page.ts');
  download(await pagePng(editor), `${fileBase(editor)}-${editor.page.name}.png`);
}
