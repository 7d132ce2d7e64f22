// The committed review export is the site's words as they are now: regenerated in memory and
// compared. `pnpm words:export` (WORDS_EXPORT=write) writes the files instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordsCsv } from './words-export';

// The site's tests run in apps/site (vitest's root).
const file = (language: string) =>
  join(process.cwd(), '..', '..', 'docs', 'words', `${language}.csv`);

describe.each(['te', 'hi'] as const)('docs/words/%s.csv', (language) => {
  it('is fresh (run `pnpm words:export` after changing words)', () => {
    const csv = wordsCsv(language);
    if (process.env.WORDS_EXPORT === 'write') writeFileSync(file(language), csv);
    expect(readFileSync(file(language), 'utf8')).toBe(csv);
  });

  it('writes each sentence with a time at a morning and a night example', () => {
    const csv = wordsCsv(language);
    const morning = language === 'te' ? 'ఉదయం 7 గంటల లోపు' : 'सुबह 7 बजे तक';
    const night = language === 'te' ? 'రాత్రి 9:30 లోపు' : 'रात 9:30 बजे तक';
    expect(csv).toContain(`ui.storeOwner.pendingText (morning)`);
    expect(csv).toContain(morning);
    expect(csv).toContain(night);
  });
});
