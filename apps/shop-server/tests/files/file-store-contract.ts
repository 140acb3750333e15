/**
 * What every FileStore adapter must do, as one suite: `describeFileStoreContract('folder', factory)`.
 * The factory is called once per test and gets a fresh, empty store.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { type FileStore, readAll } from '../../src/files/file-store.ts';

export function describeFileStoreContract(name: string, createStore: () => Promise<FileStore>) {
  describe(`FileStore contract: ${name}`, () => {
    const opened: FileStore[] = [];
    const fresh = async () => {
      const store = await createStore();
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close?.();
    });

    it('gives back exactly the bytes put under a key, as bytes and as a stream', async () => {
      const store = await fresh();
      const bytes = randomBytes(300_000); // every byte value, NULs included
      await store.put('a1/original', bytes, { contentType: 'image/png' });
      expect(Buffer.from((await store.getBytes('a1/original')) ?? []).equals(bytes)).toBe(true);
      const stream = await store.get('a1/original');
      expect(stream).toBeDefined();
      expect(Buffer.from(await readAll(stream as Readable)).equals(bytes)).toBe(true);
    });

    it('stores a stream of known length as it came (no transfer encoding in the stored bytes)', async () => {
      const store = await fresh();
      const bytes = randomBytes(200_000);
      const chunks = [bytes.subarray(0, 70_000), bytes.subarray(70_000, 140_000), bytes.subarray(140_000)];
      await store.put('b2/original', { stream: Readable.from(chunks), size: bytes.length });
      expect(Buffer.from((await store.getBytes('b2/original')) ?? []).equals(bytes)).toBe(true);
    });

    it('an empty file is stored and read back as empty, and exists', async () => {
      const store = await fresh();
      await store.put('c3/empty', new Uint8Array(0));
      expect(await store.exists('c3/empty')).toBe(true);
      expect((await store.getBytes('c3/empty'))?.byteLength).toBe(0);
    });

    it('a missing key: get and getBytes answer undefined, exists false, delete does nothing', async () => {
      const store = await fresh();
      expect(await store.get('nothing/here')).toBeUndefined();
      expect(await store.getBytes('nothing/here')).toBeUndefined();
      expect(await store.exists('nothing/here')).toBe(false);
      await expect(store.delete('nothing/here')).resolves.toBeUndefined();
    });

    it('put replaces what was stored; delete removes one key and leaves its neighbours', async () => {
      const store = await fresh();
      await store.put('d4/original', Buffer.from('first'));
      await store.put('d4/original', Buffer.from('second'));
      await store.put('d4/preview.webp', Buffer.from('preview'));
      expect(Buffer.from((await store.getBytes('d4/original')) ?? []).toString()).toBe('second');
      await store.delete('d4/original');
      expect(await store.exists('d4/original')).toBe(false);
      expect(await store.getBytes('d4/original')).toBeUndefined();
      expect(Buffer.from((await store.getBytes('d4/preview.webp')) ?? []).toString()).toBe('preview');
    });

    it.each(['../escape', 'a/../../b', '/absolute', '', 'a//b', '.hidden', 'a/.', 'with space', 'a\\b'])(
      'refuses the malformed key %j before touching storage',
      async (key) => {
        const store = await fresh();
        await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('not a file-store key');
        await expect(store.getBytes(key)).rejects.toThrow('not a file-store key');
        await expect(store.delete(key)).rejects.toThrow('not a file-store key');
      },
    );
  });
}
