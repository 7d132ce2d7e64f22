// What encryption at rest costs a document's reading (issue 40, section 2): the same 1 MB
// document read from the local disk as the API's document storage reads it, stored plain (as
// before encryption) and sealed (read, unwrap its data key, decrypt and check it), in turn,
// alternating so both share the machine's load. Printed as the report's section; no aim.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  documentKey,
  documentKeyring,
  encryptedStorage,
} from '../../../apps/api/src/storage/encrypted.js';
import { localStorage } from '../../../apps/api/src/storage/local.js';
import { DOCUMENTS_AREA, newDocumentKey } from '../../../apps/api/src/storage/storage.js';

export interface DocumentReads {
  /** Milliseconds at the median and the 99th percentile, and megabytes a second. */
  p50: number;
  p99: number;
  mbPerSecond: number;
}

export interface DocumentsRun {
  bytes: number;
  reads: number;
  plain: DocumentReads;
  sealed: DocumentReads;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summary(times: number[], bytes: number): DocumentReads {
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((sum, time) => sum + time, 0);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    mbPerSecond: (bytes * times.length) / (1024 * 1024) / (total / 1000),
  };
}

export async function benchDocuments(
  reads: number,
  log: (line: string) => void,
  bytes = 1024 * 1024,
): Promise<DocumentsRun> {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-bench-documents-'));
  try {
    const raw = localStorage(dir, 'http://bench.local', DOCUMENTS_AREA);
    const sealedStorage = encryptedStorage(
      raw,
      documentKeyring([documentKey('bench', 'b'.repeat(40))]),
      () => undefined,
    );
    const document = randomBytes(bytes);
    const plainKey = newDocumentKey('pdf');
    const sealedKey = newDocumentKey('pdf');
    await raw.put(plainKey, document, 'application/pdf');
    await sealedStorage.put(sealedKey, document, 'application/pdf');
    log(
      `Documents: reading a ${(bytes / 1024 / 1024).toFixed(1)} MB document ${reads} times, plain and sealed in turn`,
    );
    const times = { plain: [] as number[], sealed: [] as number[] };
    for (let n = 0; n < reads + 5; n += 1) {
      for (const kind of n % 2 ? (['sealed', 'plain'] as const) : (['plain', 'sealed'] as const)) {
        const started = performance.now();
        const object = await sealedStorage.get(kind === 'plain' ? plainKey : sealedKey);
        const took = performance.now() - started;
        if (object?.body.length !== bytes)
          throw new Error(`the ${kind} document did not read back`);
        if (n >= 5) times[kind].push(took); // the first reads warm the disk cache and the JIT
      }
    }
    return {
      bytes,
      reads,
      plain: summary(times.plain, bytes),
      sealed: summary(times.sealed, bytes),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function documentsSection(run: DocumentsRun | null | undefined): string {
  if (!run) return '';
  const row = (name: string, reads: DocumentReads) =>
    `| ${name} | ${reads.p50.toFixed(2)} | ${reads.p99.toFixed(2)} | ${reads.mbPerSecond.toFixed(0)} |`;
  const cost = run.sealed.p50 - run.plain.p50;
  return [
    '## Documents encrypted at rest',
    '',
    `The API's document storage reading one ${(run.bytes / 1024 / 1024).toFixed(1)} MB document from the local disk ${run.reads} times, stored plain and sealed (a data key per document, AES-256-GCM, wrapped by the configured key), alternating. Decrypting adds ${cost.toFixed(2)} ms at the median. No aim.`,
    '',
    '| stored | p50 ms | p99 ms | MB/s |',
    '| --- | --- | --- | --- |',
    row('plain', run.plain),
    row('sealed', run.sealed),
    '',
  ].join('\n');
}
