import type { ApiConfig } from '../config.ts';
import { readSecretFiles } from '../secret-files.ts';
import type { FileStore } from './file-store.ts';
import { folderStore } from './folder-store.ts';
import { s3Store, type S3StoreOptions } from './s3-store.ts';

/** The configured file store: the bucket when FILE_STORE_BUCKET is set, else the folder FILE_STORE_DIR. */
export async function openFileStore(config: ApiConfig, env: NodeJS.ProcessEnv = process.env): Promise<FileStore> {
  if (config.FILE_STORE_BUCKET) {
    // Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID...), never from this config,
    // except the keys given as files, which the SDK does not read (s3Credentials).
    return s3Store({
      bucket: config.FILE_STORE_BUCKET,
      endpoint: config.FILE_STORE_S3_ENDPOINT,
      region: config.FILE_STORE_S3_REGION,
      prefix: config.FILE_STORE_S3_PREFIX,
      credentials: s3Credentials(env),
    });
  }
  return folderStore(config.FILE_STORE_DIR);
}

/**
 * The bucket's keys when either is given as a file (AWS_ACCESS_KEY_ID_FILE, AWS_SECRET_ACCESS_KEY_FILE:
 * docker secrets, docs/decisions/069); else undefined, and the SDK's default chain finds them
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export function s3Credentials(env: NodeJS.ProcessEnv): S3StoreOptions['credentials'] {
  if (env.AWS_ACCESS_KEY_ID_FILE === undefined && env.AWS_SECRET_ACCESS_KEY_FILE === undefined) return undefined;
  const keys = readSecretFiles(env, ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
  if (!keys.AWS_ACCESS_KEY_ID || !keys.AWS_SECRET_ACCESS_KEY) {
    throw new Error(
      'The bucket needs both keys: AWS_ACCESS_KEY_ID (or AWS_ACCESS_KEY_ID_FILE) and AWS_SECRET_ACCESS_KEY (or AWS_SECRET_ACCESS_KEY_FILE)',
    );
  }
  return { accessKeyId: keys.AWS_ACCESS_KEY_ID, secretAccessKey: keys.AWS_SECRET_ACCESS_KEY };
}
