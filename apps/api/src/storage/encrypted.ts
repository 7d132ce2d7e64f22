// Private documents encrypted at rest (issue 40, section 2): envelope encryption as KMS-backed
// stores do it. Each document gets its own random data key (AES-256-GCM); the data key is
// wrapped (AES-256-GCM) by a key from configuration named by its id, and the wrapped key and the
// id sit in the object's header, so a copy of the disk or the bucket alone opens nothing and a
// key is rotated by re-wrapping headers (`documents:rotate-key`), never re-encrypting contents.
//
// An object: MAGIC | key id length (1 byte) | key id | wrap iv (12) | wrapped key (32) |
// wrap tag (16) | iv (12) | tag (16) | ciphertext. The document's storage key is the content's
// additional data, so a file moved onto another document's name does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Storage, StoredObject } from './storage.js';

const MAGIC = Buffer.from('KIRANAE1', 'ascii');
const IV = 12;
const TAG = 16;
const KEY = 32;

/** One configured key: its id (written in each header it wraps) and the 32 bytes. */
export interface DocumentKey {
  id: string;
  key: Buffer;
}

/** The keys documents open with; `current` wraps every new document's data key. */
export interface DocumentKeyring {
  current: DocumentKey;
  byId: ReadonlyMap<string, DocumentKey>;
}

/** A key id: what an operator can type and a header can hold. */
export const DOCUMENT_KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The key of configured material (at least 32 characters), derived as the MFA keys are. */
export function documentKey(id: string, material: string): DocumentKey {
  return {
    id,
    key: Buffer.from(hkdfSync('sha256', material, 'kirana-documents', `wrap:${id}`, KEY)),
  };
}

/** The keyring of configured keys, the first one current. */
export function documentKeyring(keys: readonly DocumentKey[]): DocumentKeyring {
  const [current] = keys;
  if (!current) throw new Error('A document keyring needs at least one key.');
  return { current, byId: new Map(keys.map((entry) => [entry.id, entry])) };
}

/** A document whose key id is not configured: it cannot be opened until the key is back. */
export class DocumentKeyMissingError extends Error {
  constructor(
    readonly storageKey: string,
    readonly keyId: string,
  ) {
    super(`Document ${storageKey} is wrapped by key "${keyId}", which is not configured.`);
    this.name = 'DocumentKeyMissingError';
  }
}

/** A document whose bytes do not open with its key: changed, truncated or moved. */
export class DocumentUnreadableError extends Error {
  constructor(readonly storageKey: string) {
    super(`Document ${storageKey} does not open with its key: it was changed or moved.`);
    this.name = 'DocumentUnreadableError';
  }
}

export function isSealed(bytes: Buffer): boolean {
  return bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);
}

interface Envelope {
  keyId: string;
  wrapIv: Buffer;
  wrappedKey: Buffer;
  wrapTag: Buffer;
  /** Where the content's iv, tag and ciphertext start. */
  contentAt: number;
}

function readEnvelope(storageKey: string, bytes: Buffer): Envelope {
  let at = MAGIC.length;
  const idLength = bytes[at];
  at += 1;
  if (!idLength || bytes.length < at + idLength + IV + KEY + TAG + IV + TAG)
    throw new DocumentUnreadableError(storageKey);
  const keyId = bytes.subarray(at, at + idLength).toString('ascii');
  at += idLength;
  const wrapIv = bytes.subarray(at, (at += IV));
  const wrappedKey = bytes.subarray(at, (at += KEY));
  const wrapTag = bytes.subarray(at, (at += TAG));
  return { keyId, wrapIv, wrappedKey, wrapTag, contentAt: at };
}

function wrap(storageKey: string, by: DocumentKey, dataKey: Buffer): Buffer {
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', by.key, iv);
  cipher.setAAD(Buffer.from(`${by.id}:${storageKey}`));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  const id = Buffer.from(by.id, 'ascii');
  return Buffer.concat([MAGIC, Buffer.from([id.length]), id, iv, wrapped, cipher.getAuthTag()]);
}

function unwrap(storageKey: string, keyring: DocumentKeyring, envelope: Envelope): Buffer {
  const by = keyring.byId.get(envelope.keyId);
  if (!by) throw new DocumentKeyMissingError(storageKey, envelope.keyId);
  try {
    const decipher = createDecipheriv('aes-256-gcm', by.key, envelope.wrapIv);
    decipher.setAAD(Buffer.from(`${by.id}:${storageKey}`));
    decipher.setAuthTag(envelope.wrapTag);
    return Buffer.concat([decipher.update(envelope.wrappedKey), decipher.final()]);
  } catch {
    throw new DocumentUnreadableError(storageKey);
  }
}

/** The document's bytes as stored: a new data key, wrapped by the current key. */
export function seal(keyring: DocumentKeyring, storageKey: string, plain: Buffer): Buffer {
  const dataKey = randomBytes(KEY);
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(Buffer.from(storageKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([wrap(storageKey, keyring.current, dataKey), iv, cipher.getAuthTag(), body]);
}

/** The document's own bytes; an error naming what is wrong when they cannot be opened. */
export function open(keyring: DocumentKeyring, storageKey: string, sealed: Buffer): Buffer {
  const envelope = readEnvelope(storageKey, sealed);
  const dataKey = unwrap(storageKey, keyring, envelope);
  let at = envelope.contentAt;
  const iv = sealed.subarray(at, (at += IV));
  const tag = sealed.subarray(at, (at += TAG));
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, iv);
    decipher.setAAD(Buffer.from(storageKey));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(at)), decipher.final()]);
  } catch {
    throw new DocumentUnreadableError(storageKey);
  }
}

/** The key id a sealed document is wrapped by. */
export function keyIdOf(storageKey: string, sealed: Buffer): string {
  return readEnvelope(storageKey, sealed).keyId;
}

/**
 * The same document with its data key wrapped by the current key: only the header changes,
 * the content's iv, tag and ciphertext are copied as they are.
 */
export function rewrap(keyring: DocumentKeyring, storageKey: string, sealed: Buffer): Buffer {
  const envelope = readEnvelope(storageKey, sealed);
  const dataKey = unwrap(storageKey, keyring, envelope);
  return Buffer.concat([
    wrap(storageKey, keyring.current, dataKey),
    sealed.subarray(envelope.contentAt),
  ]);
}

/**
 * The document storage with every object sealed on `put` and opened on `get`. An object
 * written before encryption (no header) is still served, and `onPlain` is told so the operator
 * runs `documents:rotate-key`, which seals it.
 */
export function encryptedStorage(
  inner: Storage,
  keyring: DocumentKeyring,
  onPlain?: (storageKey: string) => void,
): Storage {
  const openObject = (key: string, object: StoredObject): StoredObject => {
    if (!isSealed(object.body)) {
      onPlain?.(key);
      return object;
    }
    const body = open(keyring, key, object.body);
    return { ...object, body, size: body.length };
  };
  return {
    kind: inner.kind,
    put: (key, body, contentType) => inner.put(key, seal(keyring, key, body), contentType),
    async get(key) {
      const object = await inner.get(key);
      return object && openObject(key, object);
    },
    async head(key) {
      const object = await this.get(key);
      if (!object) return null;
      const { body: _body, ...info } = object;
      return info;
    },
    delete: (key) => inner.delete(key),
    list: () => inner.list(),
    publicUrl: (key) => inner.publicUrl(key),
    close: () => inner.close(),
  };
}

/** What `documents:rotate-key` did: re-wrapped, sealed (were plain), already current, failed. */
export interface RotationReport {
  rewrapped: number;
  sealed: number;
  current: number;
  failed: { storageKey: string; error: string }[];
}

/**
 * Re-wraps every document not wrapped by the current key, and seals any stored before
 * encryption. Run on the raw storage (no `encryptedStorage` around it). Safe to run again: a
 * document already on the current key is left alone; one whose key is missing is reported and
 * left as it is.
 */
export async function rotateDocumentKeys(
  raw: Storage,
  keyring: DocumentKeyring,
): Promise<RotationReport> {
  const report: RotationReport = { rewrapped: 0, sealed: 0, current: 0, failed: [] };
  for (const storageKey of await raw.list()) {
    const object = await raw.get(storageKey);
    if (!object) continue;
    try {
      if (!isSealed(object.body)) {
        await raw.put(storageKey, seal(keyring, storageKey, object.body), object.contentType);
        report.sealed += 1;
      } else if (keyIdOf(storageKey, object.body) === keyring.current.id) {
        report.current += 1;
      } else {
        await raw.put(storageKey, rewrap(keyring, storageKey, object.body), object.contentType);
        report.rewrapped += 1;
      }
    } catch (error) {
      report.failed.push({ storageKey, error: (error as Error).message });
    }
  }
  return report;
}
