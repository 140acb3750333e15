import type { Config } from '../config/config.ts';
import type { FileStore } from './file-store.ts';
import { createFolderFileStore } from './folder-file-store.ts';

/**
 * The configured file store: a folder under DATA_DIR by default, an S3-compatible bucket with
 * FILE_STORE=s3. The S3 SDK is loaded only then (it would add to every start otherwise).
 */
export async function createFileStore(config: Pick<Config, 'fileStore'>): Promise<FileStore> {
  const settings = config.fileStore;
  if (settings.kind === 'folder') return createFolderFileStore(settings.dir);
  const { createS3FileStore } = await import('./s3-file-store.ts');
  return createS3FileStore(settings);
}
