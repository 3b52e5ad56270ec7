import type { ApiConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { folderStore } from './folder-store.ts';
import { s3Store } from './s3-store.ts';

/** The configured file store: the bucket when FILE_STORE_BUCKET is set, else the folder FILE_STORE_DIR. */
export async function openFileStore(config: ApiConfig): Promise<FileStore> {
  if (config.FILE_STORE_BUCKET) {
    // Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID...), never from this config.
    return s3Store({
      bucket: config.FILE_STORE_BUCKET,
      endpoint: config.FILE_STORE_S3_ENDPOINT,
      region: config.FILE_STORE_S3_REGION,
      prefix: config.FILE_STORE_S3_PREFIX,
    });
  }
  return folderStore(config.FILE_STORE_DIR);
}
