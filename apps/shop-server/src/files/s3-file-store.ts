/**
 * File-store adapter: a bucket of any S3-compatible server (AWS S3, MinIO, Cloudflare R2, s3rver in
 * the tests) through `@aws-sdk/client-s3`. A key is the object key.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { FileStoreConfig } from '../config/config.ts';
import { checkKey, type FileBody, type FileStore, readAll } from './file-store.ts';

/** The S3 settings (FILE_STORE=s3 and S3_*, as config/config.ts reads them). */
export type S3FileStoreSettings = Omit<Extract<FileStoreConfig, { kind: 's3' }>, 'kind'>;

/** Whether the server answered "no such key" (GET says NoSuchKey, HEAD only 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** A file store keeping each key as an object of one bucket. */
export function createS3FileStore(settings: S3FileStoreSettings): FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where the S3 API demands them: since 2025 the SDK otherwise sends streamed bodies
    // `aws-chunked` with a trailing CRC32, which many S3-compatible servers (s3rver, older MinIO,
    // some gateways) store as it came, chunk headers and all. Each body is still sent with its length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const where = settings.endpoint ? `${settings.endpoint.replace(/\/+$/, '')} ` : '';

  return {
    description: `uploaded files in S3 bucket ${Bucket} (${where}${settings.region})`,

    async put(key, body: FileBody, options = {}) {
      const Body = body instanceof Uint8Array ? body : body.stream;
      const ContentLength = body instanceof Uint8Array ? body.byteLength : body.size;
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body, ContentLength, ContentType: options.contentType }));
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return answer.Body as Readable | undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async getBytes(key) {
      const stream = await this.get(key);
      return stream ? readAll(stream) : undefined;
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    async close() {
      client.destroy();
    },
  };
}
