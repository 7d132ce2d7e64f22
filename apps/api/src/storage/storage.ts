// Where files live: public media (images served at /media) and private documents (served only
// through signed links). Keys are always `<folder>/<uuid>.<ext>` of their area: anything else
// is refused, so a key can never escape its folder or cross from one area to the other.
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

export const DOCUMENT_EXTENSIONS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_EXTENSIONS;

const DOCUMENT_KEY_PATTERN =
  /^documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|pdf)$/;

export function isDocumentKey(key: string): boolean {
  return DOCUMENT_KEY_PATTERN.test(key);
}

export function newDocumentKey(extension: DocumentExtension): string {
  return `documents/${randomUUID()}.${extension}`;
}

/** An owner's "My data" download (issue 40): a ZIP kept, encrypted, beside the documents. */
const EXPORT_KEY_PATTERN =
  /^exports\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.zip$/;

export function isExportKey(key: string): boolean {
  return EXPORT_KEY_PATTERN.test(key);
}

export function newExportKey(): string {
  return `exports/${randomUUID()}.zip`;
}

/** A key of the private storage: a document, or a prepared download. */
export function isPrivateKey(key: string): boolean {
  return isDocumentKey(key) || isExportKey(key);
}

const CONTENT_TYPES: Record<string, string> = {
  ...IMAGE_EXTENSIONS,
  ...DOCUMENT_EXTENSIONS,
  zip: 'application/zip',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Which keys a storage holds and how an object store may cache them. */
export interface StorageArea {
  isKey(key: string): boolean;
  cacheControl: string;
}

export const MEDIA_AREA: StorageArea = {
  isKey: isMediaKey,
  cacheControl: 'public, max-age=31536000, immutable',
};

/** Registration and application documents (and owners' downloads): never public, never cached. */
export const DOCUMENTS_AREA: StorageArea = {
  isKey: isPrivateKey,
  cacheControl: 'private, no-store',
};

export function assertKey(area: StorageArea, key: string): void {
  if (!area.isKey(key)) throw new InvalidKeyError(key);
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
  /** Every key this storage holds (backups). */
  list(): Promise<string[]>;
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
