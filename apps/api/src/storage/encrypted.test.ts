// Documents at rest: sealed and opened, refused when changed, moved or without their key, and
// re-wrapped by a rotation that leaves the contents' ciphertext as it was.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { textPdf } from '../seed/documents.js';
import { makeImage } from '../testing/fixtures.js';
import { showsPlain } from '../testing/sealed.js';
import {
  DocumentKeyMissingError,
  DocumentUnreadableError,
  documentKey,
  documentKeyring,
  encryptedStorage,
  keyIdOf,
  open,
  rewrap,
  rotateDocumentKeys,
  seal,
} from './encrypted.js';
import { localStorage } from './local.js';
import { DOCUMENTS_AREA, newDocumentKey } from './storage.js';

const OLD = documentKey('2026-01', 'o'.repeat(40));
const NEW = documentKey('2026-12', 'n'.repeat(40));

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function documentsDir() {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-sealed-'));
  dirs.push(dir);
  return localStorage(dir, 'http://api.test', DOCUMENTS_AREA);
}

describe('a sealed document', () => {
  test('shows nothing of a JPEG, a PNG or a PDF, and opens to the same bytes', async () => {
    const keyring = documentKeyring([NEW]);
    for (const plain of [await makeImage('jpeg'), await makeImage('png'), textPdf(['FSSAI'])]) {
      const key = newDocumentKey('jpg');
      const sealed = seal(keyring, key, plain);
      expect(showsPlain(sealed, plain)).toBe(false);
      expect(keyIdOf(key, sealed)).toBe('2026-12');
      expect(open(keyring, key, sealed).equals(plain)).toBe(true);
    }
  });

  test('changed, truncated or moved onto another name, it does not open', async () => {
    const keyring = documentKeyring([NEW]);
    const key = newDocumentKey('png');
    const sealed = seal(keyring, key, await makeImage('png'));
    const changed = Buffer.from(sealed);
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 1;
    expect(() => open(keyring, key, changed)).toThrow(DocumentUnreadableError);
    expect(() => open(keyring, key, sealed.subarray(0, 40))).toThrow(DocumentUnreadableError);
    expect(() => open(keyring, newDocumentKey('png'), sealed)).toThrow(DocumentUnreadableError);
  });

  test('without its key, it names the key id that is missing', async () => {
    const key = newDocumentKey('pdf');
    const sealed = seal(documentKeyring([OLD]), key, textPdf(['x']));
    expect(() => open(documentKeyring([NEW]), key, sealed)).toThrow(
      new DocumentKeyMissingError(key, '2026-01'),
    );
    expect(() => open(documentKeyring([NEW]), key, sealed)).toThrow(
      /wrapped by key "2026-01", which is not configured/,
    );
    // Another key under the same id does not open it either.
    const impostor = documentKey('2026-01', 'x'.repeat(40));
    expect(() => open(documentKeyring([impostor]), key, sealed)).toThrow(DocumentUnreadableError);
  });

  test('re-wrapping changes only the header: the ciphertext is the same, the new key opens it', async () => {
    const key = newDocumentKey('jpg');
    const plain = await makeImage('jpeg', 200, 100);
    const sealed = seal(documentKeyring([OLD]), key, plain);
    const rotated = rewrap(documentKeyring([NEW, OLD]), key, sealed);
    expect(keyIdOf(key, rotated)).toBe('2026-12');
    const content = (bytes: Buffer) => bytes.subarray(bytes.length - plain.length - 28);
    expect(content(rotated).equals(content(sealed))).toBe(true);
    expect(open(documentKeyring([NEW]), key, rotated).equals(plain)).toBe(true);
  });
});

describe('the encrypted document storage', () => {
  test('writes sealed bytes, reads the document, and still serves one stored before encryption', async () => {
    const raw = documentsDir();
    const plainSeen: string[] = [];
    const documents = encryptedStorage(raw, documentKeyring([NEW]), (key) => plainSeen.push(key));
    const png = await makeImage('png', 120, 90);
    const key = newDocumentKey('png');
    await documents.put(key, png, 'image/png');
    const stored = await raw.get(key);
    expect(stored && showsPlain(stored.body, png)).toBe(false);
    const read = await documents.get(key);
    expect(read?.body.equals(png)).toBe(true);
    expect(read).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(await documents.head(key)).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(plainSeen).toEqual([]);

    const legacy = newDocumentKey('pdf');
    await raw.put(legacy, textPdf(['old']), 'application/pdf');
    expect((await documents.get(legacy))?.body.equals(textPdf(['old']))).toBe(true);
    expect(plainSeen).toEqual([legacy]);
    expect(await documents.get(newDocumentKey('pdf'))).toBeNull();
  });
});

describe('rotating the document key', () => {
  test('re-wraps the old key\'s documents, encrypts plain ones, reports a missing key, and is done once', async () => {
    const raw = documentsDir();
    const onOld = newDocumentKey('jpg');
    const onNew = newDocumentKey('png');
    const plainOne = newDocumentKey('pdf');
    const lost = newDocumentKey('jpg');
    const jpeg = await makeImage('jpeg');
    await raw.put(onOld, seal(documentKeyring([OLD]), onOld, jpeg), 'image/jpeg');
    await raw.put(onNew, seal(documentKeyring([NEW]), onNew, await makeImage('png')), 'image/png');
    await raw.put(plainOne, textPdf(['plain']), 'application/pdf');
    const gone = documentKey('2025-06', 'g'.repeat(40));
    await raw.put(lost, seal(documentKeyring([gone]), lost, jpeg), 'image/jpeg');

    const keyring = documentKeyring([NEW, OLD]);
    const report = await rotateDocumentKeys(raw, keyring);
    expect(report).toEqual({
      rewrapped: 1,
      sealed: 1,
      current: 1,
      failed: [{ storageKey: lost, error: expect.stringMatching(/key "2025-06"/) }],
    });
    // Everything but the lost one now opens with the new key alone, the old one dropped.
    const newOnly = encryptedStorage(raw, documentKeyring([NEW]));
    expect((await newOnly.get(onOld))?.body.equals(jpeg)).toBe(true);
    expect((await newOnly.get(plainOne))?.body.equals(textPdf(['plain']))).toBe(true);
    const stored = await raw.get(plainOne);
    expect(stored && showsPlain(stored.body, textPdf(['plain']))).toBe(false);
    await expect(newOnly.get(lost)).rejects.toThrow(DocumentKeyMissingError);

    expect(await rotateDocumentKeys(raw, keyring)).toMatchObject({
      rewrapped: 0,
      sealed: 0,
      current: 3,
    });
  });
});
