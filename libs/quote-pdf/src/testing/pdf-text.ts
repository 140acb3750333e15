/**
 * Reading a rendered PDF back with poppler-utils (`pdftotext -layout`, `pdffonts`, `pdfinfo`), for
 * this library's tests. Files go to one temporary folder per process, removed by `removePdfFolder`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'quote-pdf-'));

/** Removes the folder the PDFs were written to (call it in `afterAll`). */
export function removePdfFolder(): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The text of PDF bytes as `pdftotext -layout` reads it (pages split by `\f`), its fonts and page count. */
export async function pdfText(bytes: Uint8Array, name: string): Promise<{ text: string; fonts: string; pages: number }> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return { text, fonts, pages };
}
