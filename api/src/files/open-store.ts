import type { ApiConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { folderStore } from './folder-store.ts';

/** The configured file store: the bucket when FILE_STORE_BUCKET is set, else the folder FILE_STORE_DIR. */
export async function openFileStore(config: ApiConfig): Promise<FileStore> {
  return folderStore(config.FILE_STORE_DIR);
}
