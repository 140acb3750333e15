/** A real S3-speaking server on loopback for the tests: s3rver on 127.0.0.1, a free port, a temp folder. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3FileStoreSettings } from '../../src/files/s3-file-store.ts';

export interface TestS3Server {
  /** Settings of a store on the server's first bucket. */
  settings: S3FileStoreSettings;
  /** Creates another empty bucket and answers the settings of a store on it. */
  newBucket(): Promise<S3FileStoreSettings>;
  close(): Promise<void>;
}

/** Starts s3rver with one empty bucket; `close` stops it and removes its folder. */
export async function startS3Server(bucket = 'print-data'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3FileStoreSettings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  let buckets = 0;
  return {
    settings,
    async newBucket() {
      const name = `${bucket}-${++buckets}`;
      const client = new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      await client.send(new CreateBucketCommand({ Bucket: name }));
      client.destroy();
      return { ...settings, bucket: name };
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
