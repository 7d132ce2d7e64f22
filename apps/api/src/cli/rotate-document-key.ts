// Re-wraps every private document's data key with the current document key (the first of
// DOCUMENT_KEYS), and encrypts any document stored before encryption; contents are not
// re-encrypted. Run after putting a new key first in DOCUMENT_KEYS (the old one still listed),
// then drop the old one once this says nothing is left on it:
//   DOCUMENT_KEYS=<new>:...,<old>:... pnpm --filter @kirana/api documents:rotate-key
import { loadConfig } from '../config.js';
import { rotateDocumentKeys, type RotationReport } from '../storage/encrypted.js';
import { documentKeyringOf, openRawDocumentStorage } from '../storage/index.js';

/** What the operator reads: how many of each, and each document that could not be done. */
export function reportLines(report: RotationReport, currentKeyId: string): string[] {
  const total = report.rewrapped + report.sealed + report.current + report.failed.length;
  return [
    `${total} document(s): ${report.rewrapped} re-wrapped with key "${currentKeyId}", ` +
      `${report.sealed} encrypted (were stored in plain), ${report.current} already on it, ` +
      `${report.failed.length} failed.`,
    ...report.failed.map(({ storageKey, error }) => `- ${storageKey}: ${error}`),
  ];
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = loadConfig(env);
  const keyring = documentKeyringOf(config);
  const raw = openRawDocumentStorage(config);
  try {
    const report = await rotateDocumentKeys(raw, keyring);
    const lines = reportLines(report, keyring.current.id);
    for (const line of lines) (report.failed.length ? console.error : console.log)(line);
    return report.failed.length ? 1 : 0;
  } finally {
    await raw.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.exitCode = await main();
}
