// Where images live. Keys are always `<folder>/<uuid>.<ext>`: anything else is refused, so a
// key can never escape its folder.
import { randomUUID } from 'node:crypto';

export const MEDIA_FOLDERS = ['affiliate', 'categories', 'products'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

export const IMAGE_EXTENSIONS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_EXTENSIONS;

const KEY_PATTERN =
  /^(affiliate|categories|products)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function newMediaKey(folder: MediaFolder, extension: ImageExtension): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as ImageExtension;
  return IMAGE_EXTENSIONS[extension] ?? 'application/octet-stream';
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid media key: ${JSON.stringify(key)}`);
  }
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new InvalidKeyError(key);
}

export interface StoredInfo {
  contentType: string;
  size: number;
  etag: string;
}

export interface StoredObject extends StoredInfo {
  body: Buffer;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when no object has this key. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<StoredInfo | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The address the browser loads the image from: a fixed prefix followed by the key. */
  publicUrl(key: string): string;
  close(): Promise<void>;
}

/** The key behind an address this storage gave out, or null when it is not one. */
export function keyFromPublicUrl(storage: Storage, url: string): string | null {
  const prefix = storage.publicUrl('');
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isMediaKey(key) ? key : null;
}
