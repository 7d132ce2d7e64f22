// The review export (issue 45): every Telugu or Hindi string beside its English and where it is
// used, as CSV, one file a language (docs/words/te.csv, docs/words/hi.csv). Sentences that take a
// date or a time are written out at a morning and a night example. `pnpm words:export` writes
// the files; ./words-export.test.ts fails when the committed ones are stale.
import { reviewStrings } from './review-strings';

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The language's export: a header, then one row a string. */
export function wordsCsv(language: 'te' | 'hi'): string {
  const rows = reviewStrings(language).map((item) =>
    [item.where, item.en, item.text, item.legal ? 'policy (legal text)' : ''].map(cell).join(','),
  );
  return `${['where', 'english', language, 'note'].join(',')}\n${rows.join('\n')}\n`;
}
