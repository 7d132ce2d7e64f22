import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3, type TestS3 } from '../testing/s3.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import {
  DOCUMENTS_AREA,
  isDocumentKey,
  isExportKey,
  isMediaKey,
  isPrivateKey,
  keyFromPublicUrl,
  newDocumentKey,
  newExportKey,
  newMediaKey,
  type Storage,
} from './storage.js';

describe('media keys', () => {
  test('only folder/<uuid>.<image extension> is a key', () => {
    expect(isMediaKey(newMediaKey('products', 'webp'))).toBe(true);
    for (const bad of [
      '../auth-secret',
      'products/../../x.webp',
      'products/3f2504e0-4f89-41d3-9a0c-0305e82c3301.webp/..',
      'secrets/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg',
      'products/3F2504E0-4F89-41D3-9A0C-0305E82C3301.webp',
      'products/3f2504e0-4f89-41d3-9a0c-0305e82c3301.svg',
      '/products/3f2504e0-4f89-41d3-9a0c-0305e82c3301.webp',
    ]) {
      expect(isMediaKey(bad), bad).toBe(false);
    }
  });
});

describe("owners' download keys", () => {
  test('only exports/<uuid>.zip is a download key; the private storage holds it beside documents', () => {
    const key = newExportKey();
    expect(isExportKey(key)).toBe(true);
    expect(isDocumentKey(key)).toBe(false);
    expect(isMediaKey(key)).toBe(false);
    expect(isPrivateKey(key)).toBe(true);
    expect(isPrivateKey(newDocumentKey('jpg'))).toBe(true);
    expect(DOCUMENTS_AREA.isKey(key)).toBe(true);
    for (const bad of [
      'exports/../auth-secret',
      'exports/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg',
      'documents/3f2504e0-4f89-41d3-9a0c-0305e82c3301.zip',
    ])
      expect(isPrivateKey(bad), bad).toBe(false);
  });
});

describe('document keys', () => {
  test('only documents/<uuid>.<jpg|png|webp|pdf> is a document key, and never a media key', () => {
    const key = newDocumentKey('pdf');
    expect(isDocumentKey(key)).toBe(true);
    expect(isMediaKey(key)).toBe(false);
    expect(isDocumentKey(newMediaKey('products', 'webp'))).toBe(false);
    expect(isDocumentKey('documents/../auth-secret')).toBe(false);
  });

  test('a document storage refuses media keys and a media storage refuses document keys', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kirana-areas-'));
    try {
      const documents = localStorage(join(root, 'private'), 'http://api.test', DOCUMENTS_AREA);
      const media = localStorage(join(root, 'media'), 'http://api.test');
      await documents.put(newDocumentKey('pdf'), Buffer.from('%PDF-'), 'application/pdf');
      await expect(
        documents.put(newMediaKey('products', 'webp'), Buffer.from('x'), 'image/webp'),
      ).rejects.toThrow(/Invalid storage key/);
      await expect(media.get(newDocumentKey('jpg'))).rejects.toThrow(/Invalid storage key/);
      expect(await media.list()).toEqual([]);
      expect(await documents.list()).toHaveLength(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

function contract(name: string, make: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await make());
    });
    afterAll(() => close());

    test('put, head, get and delete an image', async () => {
      const key = newMediaKey('affiliate', 'jpg');
      const body = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
      expect(await storage.head(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, body, 'image/jpeg');
      const info = await storage.head(key);
      expect(info).toMatchObject({ contentType: 'image/jpeg', size: 6 });
      const object = await storage.get(key);
      expect(object?.body.equals(body)).toBe(true);
      expect(object?.etag).toBe(info?.etag);
      await storage.delete(key);
      expect(await storage.head(key)).toBeNull();
      await storage.delete(key);
    });

    test('lists every key it holds (backups)', async () => {
      const keys = [newMediaKey('products', 'webp'), newMediaKey('categories', 'png')];
      for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
      expect(await storage.list()).toEqual([...keys].sort());
      for (const key of keys) await storage.delete(key);
      expect(await storage.list()).toEqual([]);
    });

    test('refuses keys outside the folders', async () => {
      await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get('products/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    });

    test('public URLs map back to their keys, and nothing else does', () => {
      const key = newMediaKey('categories', 'webp');
      expect(keyFromPublicUrl(storage, storage.publicUrl(key))).toBe(key);
      expect(keyFromPublicUrl(storage, `https://elsewhere.example/media/${key}`)).toBeNull();
      expect(keyFromPublicUrl(storage, `${storage.publicUrl('')}../x`)).toBeNull();
    });
  });
}

contract('local', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-storage-'));
  const storage = localStorage(dir, 'http://api.test');
  return {
    storage,
    close: async () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

contract('S3 (s3rver)', async () => {
  const s3: TestS3 = await startS3();
  const storage = s3Storage(s3.config, 'http://api.test');
  return {
    storage,
    close: async () => {
      await storage.close();
      await s3.close();
    },
  };
});

describe('local storage layout', () => {
  test('files live under the root as folder/<uuid>.ext', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kirana-storage-'));
    try {
      const storage = localStorage(dir, 'http://api.test');
      const key = newMediaKey('products', 'webp');
      await storage.put(key, Buffer.from('x'), 'image/webp');
      expect(existsSync(join(dir, key))).toBe(true);
      expect(storage.publicUrl(key)).toBe(`http://api.test/media/${key}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('with S3_PUBLIC_URL, S3 images are addressed there', () => {
    const storage = s3Storage(
      {
        endpoint: 'http://127.0.0.1:1',
        bucket: 'b',
        region: 'us-east-1',
        accessKeyId: 'a',
        secretAccessKey: 'b',
        publicUrl: 'https://cdn.example/m',
      },
      'http://api.test',
    );
    expect(storage.publicUrl('affiliate/x.jpg')).toBe('https://cdn.example/m/affiliate/x.jpg');
  });
});
