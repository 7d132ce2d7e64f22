// Files in an S3-compatible bucket (path-style addressing, so MinIO, s3rver and R2 work):
// media under their folders, private documents under documents/ (keep that prefix private).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { assertKey, contentTypeOf, MEDIA_AREA, type Storage, type StorageArea } from './storage.js';

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** publicUrl is the API's own address: without S3_PUBLIC_URL images go through /media. */
export function s3Storage(
  config: S3Config,
  apiPublicUrl: string,
  area: StorageArea = MEDIA_AREA,
): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(area, key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: area.cacheControl,
        }),
      );
    },
    async get(key) {
      assertKey(area, key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        const body = Buffer.from(await out.Body.transformToByteArray());
        return {
          body,
          size: body.length,
          contentType: out.ContentType ?? contentTypeOf(key),
          etag: out.ETag ?? `"${body.length.toString(16)}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      assertKey(area, key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? contentTypeOf(key),
          etag: out.ETag ?? `"${(out.ContentLength ?? 0).toString(16)}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(area, key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? [])
          if (item.Key && area.isKey(item.Key)) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    publicUrl: (key) =>
      config.publicUrl ? `${config.publicUrl}/${key}` : `${apiPublicUrl}/media/${key}`,
    close: async () => client.destroy(),
  };
}
