import { join } from 'node:path';
import type { Config } from '../config.js';
import { documentKey, documentKeyring, encryptedStorage } from './encrypted.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import { DOCUMENTS_AREA, type Storage } from './storage.js';

/** S3 when S3_BUCKET is set, else the local disk under DATA_DIR/media. */
export function openStorage(config: Config): Storage {
  return config.s3
    ? s3Storage(config.s3, config.publicUrl)
    : localStorage(join(config.dataDir, 'media'), config.publicUrl);
}

/**
 * Private documents as stored, encrypted: the same bucket under documents/ (never public), else
 * DATA_DIR/private. Only `documents:rotate-key` and the tests read them raw.
 */
export function openRawDocumentStorage(config: Config): Storage {
  return config.s3
    ? s3Storage(config.s3, config.publicUrl, DOCUMENTS_AREA)
    : localStorage(join(config.dataDir, 'private'), config.publicUrl, DOCUMENTS_AREA);
}

/** The configured document keys, the current one first. */
export const documentKeyringOf = (config: Config) =>
  documentKeyring(config.documentKeys.map(({ id, material }) => documentKey(id, material)));

/**
 * Private documents, sealed on write and opened on read with the configured keys; a document
 * stored before encryption is served and `onPlain` told of it.
 */
export function openDocumentStorage(
  config: Config,
  onPlain?: (storageKey: string) => void,
): Storage {
  return encryptedStorage(openRawDocumentStorage(config), documentKeyringOf(config), onPlain);
}
