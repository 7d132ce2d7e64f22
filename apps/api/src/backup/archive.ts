// A backup file: one tar of a staging folder, encrypted whole with AES-256-GCM under a key
// derived (HKDF-SHA256, a fresh salt per file) from BACKUP_ENCRYPTION_KEY. The header names the
// format, the salt, the IV and a check value of the key, so a wrong key is told apart from a
// damaged file; GCM's tag (the file's last 16 bytes) authenticates the header and every byte,
// and nothing is extracted before it has been checked.
import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

const MAGIC = Buffer.from('KIRANABK1\n', 'latin1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + CHECK_BYTES;

/** Why a backup file is refused; restore prints the message and changes nothing. */
export class BackupRefused extends Error {}

function keys(material: string, salt: Buffer): { key: Buffer; check: Buffer } {
  const derived = Buffer.from(
    hkdfSync('sha256', material, salt, 'kirana backup v1', 32 + CHECK_BYTES),
  );
  return { key: derived.subarray(0, 32), check: derived.subarray(32) };
}

/** Packs the files of `dir` (relative names) into `out`, encrypted; `out` appears whole or not at all. */
export async function writeArchive(
  dir: string,
  names: string[],
  out: string,
  keyMaterial: string,
): Promise<void> {
  const plain = `${out}.${randomBytes(4).toString('hex')}.tar`;
  const partial = `${out}.partial`;
  try {
    await tar.create({ cwd: dir, file: plain, portable: true }, names);
    const salt = randomBytes(SALT_BYTES);
    const iv = randomBytes(IV_BYTES);
    const { key, check } = keys(keyMaterial, salt);
    const header = Buffer.concat([MAGIC, salt, iv, check]);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(header);
    const sink = createWriteStream(partial, { mode: 0o600 });
    sink.write(header);
    await pipeline(createReadStream(plain), cipher, sink, { end: false });
    await new Promise<void>((resolve, reject) => {
      sink.on('error', reject);
      sink.end(cipher.getAuthTag(), resolve);
    });
    await rename(partial, out);
  } finally {
    await rm(plain, { force: true });
    await rm(partial, { force: true });
  }
}

/**
 * Decrypts `file` into `dir` after checking the key and the tag: a wrong key, a truncated file
 * or one changed by a single bit is refused before anything is extracted.
 */
export async function readArchive(file: string, dir: string, keyMaterial: string): Promise<void> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new BackupRefused(`${file} cannot be read.`);
  }
  if (size < HEADER_BYTES + TAG_BYTES)
    throw new BackupRefused(`${file} is too short to be a backup (truncated?).`);
  const handle = await open(file, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC))
    throw new BackupRefused(`${file} is not a kirana backup (unknown format).`);
  let at = MAGIC.length;
  const salt = header.subarray(at, (at += SALT_BYTES));
  const iv = header.subarray(at, (at += IV_BYTES));
  const check = header.subarray(at, (at += CHECK_BYTES));
  const derived = keys(keyMaterial, salt);
  if (!timingSafeEqual(check, derived.check))
    throw new BackupRefused(
      'BACKUP_ENCRYPTION_KEY is not the key this backup was made with (or its header was changed).',
    );
  const decipher = createDecipheriv('aes-256-gcm', derived.key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const plain = `${dir}/archive.tar`;
  try {
    await pipeline(
      createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(plain, { mode: 0o600 }),
    );
  } catch {
    await rm(plain, { force: true });
    throw new BackupRefused(
      `${file} is damaged, truncated or was changed: its authentication tag does not match.`,
    );
  }
  try {
    // strict: any malformed entry fails; tar never writes outside cwd (no absolute paths, no ..).
    await tar.extract({ file: plain, cwd: dir, strict: true });
  } catch (error) {
    throw new BackupRefused(`${file} holds a malformed archive: ${(error as Error).message}`);
  } finally {
    await rm(plain, { force: true });
  }
}
