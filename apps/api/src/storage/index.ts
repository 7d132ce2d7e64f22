import { join } from 'node:path';
import type { Config } from '../config.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import { DOCUMENTS_AREA, type Storage } from './storage.js';

/** S3 when S3_BUCKET is set, else the local disk under DATA_DIR/media. */
export function openStorage(config: Config): Storage {
  return config.s3
    ? s3Storage(config.s3, config.publicUrl)
    : localStorage(join(config.dataDir, 'media'), config.publicUrl);
}

/** Private documents: the same bucket under documents/ (never public), else DATA_DIR/private. */
export function openDocumentStorage(config: Config): Storage {
  return config.s3
    ? s3Storage(config.s3, config.publicUrl, DOCUMENTS_AREA)
    : localStorage(join(config.dataDir, 'private'), config.publicUrl, DOCUMENTS_AREA);
}
