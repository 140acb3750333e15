import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStore } from '../../src/files/file-store.ts';
import { createFolderFileStore } from '../../src/files/folder-file-store.ts';

/** A folder file store in a new temporary folder; `remove()` deletes the folder. */
export function temporaryFileStore(): FileStore & { dir: string; remove(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'shop-files-'));
  return { ...createFolderFileStore(dir), dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
