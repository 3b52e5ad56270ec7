import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore, StoredObject } from './file-store.ts';

export type S3StoreOptions = {
  bucket: string;
  /** An S3-compatible server not on AWS (MinIO, Ceph...); unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** A folder inside the bucket; the bucket's top when empty. */
  prefix?: string;
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** A HEAD has no body, so a missing object is known by its status alone. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * The file store as an S3-compatible bucket (FILE_STORE_BUCKET), for several servers sharing the files.
 * S3 replaces an object whole on a put, so a reader never sees half of one, as the folder store promises.
 */
export function s3Store({ bucket, endpoint, region, prefix = '', credentials }: S3StoreOptions): FileStore {
  // Servers other than AWS seldom resolve a bucket as a host name, so their addresses name it in the path.
  const client = new S3Client({ region, endpoint, forcePathStyle: endpoint !== undefined, credentials });
  // 'files', '/files/' and 'files/' all mean the folder 'files/'.
  const folder = prefix.replace(/^\/+|\/+$/g, '');
  const root = folder === '' ? '' : `${folder}/`;
  const Key = (key: string) => root + key;

  return {
    location: `s3://${bucket}/${root}`,
    async stat(key): Promise<StoredObject | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0), etag: head.ETag ?? '' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const Range = range && `bytes=${range.start}-${range.end}`;
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key), Range }));
      // On Node the SDK's body is the HTTP response itself, a Readable.
      return Body as Readable;
    },
    async write(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body: body, ContentType: contentType }));
    },
    async isEmpty() {
      const list = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: root, MaxKeys: 1 }));
      return (list.KeyCount ?? list.Contents?.length ?? 0) === 0;
    },
  };
}
