/**
 * File-store adapter: a folder on the local disk (`DATA_DIR/files` by default). A key is a relative
 * path inside it. Writes go to a temporary file first and are renamed into place, so a reader never
 * sees half a file and a crash leaves at most a `.tmp-…` file behind.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileBody, type FileStore } from './file-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** A file store keeping each key as a file under `dir` (created when needed). */
export function createFolderFileStore(dir: string): FileStore {
  const root = resolve(dir);
  const pathOf = (key: string) => join(root, checkKey(key));

  return {
    description: `uploaded files in ${root}`,

    async put(key, body: FileBody) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.tmp-${randomBytes(6).toString('hex')}`;
      try {
        if (body instanceof Uint8Array) {
          await writeFile(temporary, body, { flush: true });
        } else {
          await pipeline(body.stream, createWriteStream(temporary, { flush: true }));
        }
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      // Opened first, so a missing file is known before any byte is sent.
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return handle.createReadStream() as Readable;
    },

    async getBytes(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // The key's folders go once empty (a file's folder holds its original and renditions).
      for (let folder = dirname(path); folder.startsWith(`${root}/`); folder = dirname(folder)) {
        try {
          await rmdir(folder);
        } catch {
          break; // not empty (or gone already)
        }
      }
    },
  };
}
