/**
 * The FileStore contract against both adapters: a folder, and a real S3-speaking server (s3rver) on
 * 127.0.0.1 reached with @aws-sdk/client-s3 in path style, as FILE_STORE=s3 would.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/config.ts';
import { createFileStore } from '../../src/files/create-file-store.ts';
import { createFolderFileStore } from '../../src/files/folder-file-store.ts';
import { createS3FileStore } from '../../src/files/s3-file-store.ts';
import { describeFileStoreContract } from './file-store-contract.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describeFileStoreContract('folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'file-store-'));
  folders.push(dir);
  return createFolderFileStore(dir);
});

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

// Each store gets a new, empty bucket of the one server.
describeFileStoreContract('S3 (s3rver on loopback)', async () => createS3FileStore(await s3.newBucket()));

describe('the folder store on disk', () => {
  it('removes the emptied folder of a key, never the store folder itself', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'file-store-'));
    folders.push(dir);
    const store = createFolderFileStore(dir);
    await store.put('u1/original', Buffer.from('a'));
    await store.put('u1/preview.webp', Buffer.from('b'));
    await store.delete('u1/original');
    expect(await readdir(dir)).toEqual(['u1']);
    await store.delete('u1/preview.webp');
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('FILE_STORE chooses the adapter', () => {
  it('a folder under DATA_DIR/files by default', async () => {
    const store = await createFileStore(readConfig({ DATA_DIR: '/tmp/shop-data' }));
    expect(store.description).toBe('uploaded files in /tmp/shop-data/files');
  });

  it('FILE_STORE=s3 talks to the bucket named by S3_*', async () => {
    const { settings } = s3;
    const config = readConfig({
      FILE_STORE: 's3',
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    });
    expect(config.fileStore).toEqual({ kind: 's3', ...settings });
    const store = await createFileStore(config);
    await store.put('config-check/original', Buffer.from('through the configured store'));
    expect(Buffer.from((await createS3FileStore(settings).getBytes('config-check/original')) ?? []).toString()).toBe(
      'through the configured store',
    );
    await store.close?.();
  });
});
