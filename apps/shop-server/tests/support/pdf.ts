/**
 * PDF answers over HTTP, for the suites that download one (estimates, receipts): the bytes with the
 * client's cookies and CSRF token, and their text as poppler-utils' pdftotext reads it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SessionClient } from './session-client.ts';

const run = promisify(execFile);

/** The text of PDF bytes, as `pdftotext -layout` reads it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-pdf-'));
  try {
    await writeFile(join(dir, 'document.pdf'), bytes);
    const { stdout } = await run('pdftotext', ['-layout', join(dir, 'document.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A request whose answer is bytes, with the client's cookies and (unless `xsrf` is false) its CSRF token. */
export async function fetchBytes(client: SessionClient, method: string, path: string, json?: unknown, options: { xsrf?: false } = {}) {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (client.cookies.size > 0) headers['cookie'] = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const xsrf = client.cookies.get('XSRF-TOKEN');
  if (xsrf && options.xsrf !== false) headers['x-xsrf-token'] = xsrf;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${client.baseUrl}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
