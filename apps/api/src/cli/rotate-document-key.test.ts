// documents:rotate-key on a data directory: re-wraps the old key's documents with the new one,
// says how many, and exits 1 naming a document whose key is missing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { documentKey, documentKeyring, keyIdOf, seal } from '../storage/encrypted.js';
import { localStorage } from '../storage/local.js';
import { DOCUMENTS_AREA, newDocumentKey } from '../storage/storage.js';
import { textPdf } from '../seed/documents.js';
import { main } from './rotate-document-key.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

test('re-wraps every document on the old key and says how many; a missing key is named', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-rotate-'));
  dirs.push(dataDir);
  const raw = localStorage(join(dataDir, 'private'), 'http://api.test', DOCUMENTS_AREA);
  const old = documentKeyring([documentKey('old', 'o'.repeat(40))]);
  const keys = [newDocumentKey('pdf'), newDocumentKey('pdf')];
  for (const key of keys) await raw.put(key, seal(old, key, textPdf([key])), 'application/pdf');

  const said: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void said.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void said.push(line));
  const env = {
    DATA_DIR: dataDir,
    DOCUMENT_KEYS: `new:${'n'.repeat(40)},old:${'o'.repeat(40)}`,
  };
  expect(await main(env)).toBe(0);
  expect(said).toEqual([
    '2 document(s): 2 re-wrapped with key "new", 0 encrypted (were stored in plain), 0 already on it, 0 failed.',
  ]);
  for (const key of keys) expect(keyIdOf(key, (await raw.get(key))?.body ?? Buffer.alloc(0))).toBe('new');

  // The old key dropped too early: nothing is lost, and the command says which document waits.
  const stray = newDocumentKey('pdf');
  await raw.put(stray, seal(old, stray, textPdf(['late'])), 'application/pdf');
  said.length = 0;
  expect(await main({ DATA_DIR: dataDir, DOCUMENT_KEYS: `new:${'n'.repeat(40)}` })).toBe(1);
  expect(said[0]).toBe(
    '3 document(s): 0 re-wrapped with key "new", 0 encrypted (were stored in plain), 2 already on it, 1 failed.',
  );
  expect(said[1]).toContain(`- ${stray}: Document ${stray} is wrapped by key "old"`);
});
