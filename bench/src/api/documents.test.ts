import { expect, test } from 'vitest';
import { benchDocuments, documentsSection } from './documents.js';

test('reads a document plain and sealed, and the section gives both rows', async () => {
  const run = await benchDocuments(4, () => undefined, 64 * 1024);
  expect(run).toMatchObject({ bytes: 64 * 1024, reads: 4 });
  for (const reads of [run.plain, run.sealed]) {
    expect(reads.p50).toBeGreaterThan(0);
    expect(reads.p99).toBeGreaterThanOrEqual(reads.p50);
    expect(reads.mbPerSecond).toBeGreaterThan(0);
  }
  const section = documentsSection(run);
  expect(section).toContain('## Documents encrypted at rest');
  expect(section).toMatch(/\| plain \| [\d.]+ \| [\d.]+ \| \d+ \|/);
  expect(section).toMatch(/\| sealed \| [\d.]+ \| [\d.]+ \| \d+ \|/);
  expect(documentsSection(null)).toBe('');
});
