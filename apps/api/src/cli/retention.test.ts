// retention:run as an operator uses it: a dry run on a data directory lists each rule's count and
// changes nothing; a wrong argument says how to call it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { main, reportLines } from './retention.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function capture() {
  const said: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void said.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void said.push(line));
  return said;
}

test('a dry run names every rule with its count and deletes no file', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-retention-cli-'));
  dirs.push(dataDir);
  const said = capture();
  expect(await main(['--dry-run'], new Date(), { DATA_DIR: dataDir, SEED: 'none' })).toBe(0);
  expect(said).toEqual([
    'Would tell 0 owner(s) that their untouched draft will be erased',
    'Would erase 0 × Registration draft untouched for 30 days',
    'Would erase 0 × Documents of a rejection not sent again within 90 days',
    'Would erase 0 × Government ID image, 30 days after approval',
    'Would erase 0 × Phone numbers older than 365 days reduced to their last 4 digits',
    'Would erase 0 × A photo or file sent to the inbox, 90 days after it came',
    "Would erase 0 × An owner's data download, 24 hours after it was prepared",
  ]);
});

test('a run says what it erased and how many files went; another instance running is said', () => {
  expect(
    reportLines({
      dryRun: false,
      ran: true,
      warned: 2,
      erasures: [
        { rule: 'idAfterApproval', entity: 'branch', entityId: 'b1', what: 'government_id' },
        { rule: 'phoneAfterAYear', entity: 'notification', entityId: null, what: '3 row(s)' },
      ],
      filesDeleted: 1,
    }),
  ).toEqual([
    'Told 2 owner(s) that their untouched draft will be erased',
    'Erased 0 × Registration draft untouched for 30 days',
    'Erased 0 × Documents of a rejection not sent again within 90 days',
    'Erased 1 × Government ID image, 30 days after approval',
    'Erased 1 × Phone numbers older than 365 days reduced to their last 4 digits',
    'Erased 0 × A photo or file sent to the inbox, 90 days after it came',
    "Erased 0 × An owner's data download, 24 hours after it was prepared",
    '- branch b1: government_id',
    '- notification: 3 row(s)',
    '1 file(s) deleted.',
  ]);
  expect(
    reportLines({ dryRun: false, ran: false, warned: 0, erasures: [], filesDeleted: 0 }),
  ).toEqual(['Another instance is running the retention job: nothing done here.']);
});

test('an unknown argument is refused with the usage', async () => {
  const said = capture();
  expect(await main(['--everything'])).toBe(2);
  expect(said.join('\n')).toContain('Usage: retention:run [--dry-run]');
});
