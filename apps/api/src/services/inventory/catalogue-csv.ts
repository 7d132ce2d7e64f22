// Reads an uploaded catalogue CSV: UTF-8 with or without a byte order mark, comma or semicolon
// separated (whichever the header line has more of), a header row naming the columns. Answers
// each data record with the line it starts on; refuses a file that is not such a CSV.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_REQUIRED_COLUMNS,
  CSV_FILE_REQUIRED,
  CSV_NOT_CSV,
  CSV_NO_ROWS,
  CSV_TOO_LARGE,
  CSV_TOO_MANY_ROWS,
  MAX_CATALOGUE_CSV_BYTES,
  MAX_CATALOGUE_CSV_ROWS,
  type CatalogueCsvColumn,
  csvMissingColumnsMessage,
  csvUnreadableLineMessage,
} from '@kirana/domain/inventory';
import { HttpError, badRequest } from '../../errors.js';

export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  /** The record's cells by column. */
  cells: Partial<Record<CatalogueCsvColumn, string>>;
  /** False when the record has another number of fields than the header. */
  complete: boolean;
}

/** The separator of the header line: a semicolon when it has more of them than commas. */
export function detectDelimiter(headerLine: string): ',' | ';' {
  const count = (char: string) => headerLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function decode(bytes: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    // A NUL or other binary control character means a spreadsheet or image, not text.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw new Error('binary');
    return text;
  } catch {
    throw badRequest(CSV_NOT_CSV);
  }
}

export async function readCatalogueCsv(bytes: Buffer | null): Promise<CsvRecord[]> {
  if (!bytes || bytes.length === 0) throw badRequest(CSV_FILE_REQUIRED);
  if (bytes.length > MAX_CATALOGUE_CSV_BYTES) throw new HttpError(413, CSV_TOO_LARGE);
  // Line ends become \n so each record's first line can be counted (a \r\n inside a quoted
  // cell becomes \n too).
  const text = decode(bytes)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(text.slice(0, text.indexOf('\n') + 1 || undefined));
  const parser = Readable.from([text]).pipe(
    parse({ delimiter, info: true, relax_column_count: true, skip_empty_lines: false }),
  );
  let header: string[] | null = null;
  let linesBefore = 0;
  const records: CsvRecord[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = linesBefore + 1;
      linesBefore = info.lines;
      if (record.length === 1 && record[0]?.trim() === '') continue;
      if (!header) {
        header = record.map((cell) => cell.trim());
        const missing = CATALOGUE_CSV_REQUIRED_COLUMNS.filter((c) => !header?.includes(c));
        if (missing.length > 0) throw badRequest(csvMissingColumnsMessage(missing));
        continue;
      }
      if (records.length === MAX_CATALOGUE_CSV_ROWS) throw new HttpError(413, CSV_TOO_MANY_ROWS);
      const cells: Partial<Record<CatalogueCsvColumn, string>> = {};
      header.forEach((name, i) => {
        if ((CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name))
          cells[name as CatalogueCsvColumn] ??= record[i] ?? '';
      });
      records.push({ line, cells, complete: record.length === header.length });
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof HttpError) throw error;
    const { lines } = error as { lines?: unknown };
    throw badRequest(csvUnreadableLineMessage(typeof lines === 'number' ? lines : linesBefore + 1));
  }
  if (!header) throw badRequest(CSV_NOT_CSV);
  if (records.length === 0) throw badRequest(CSV_NO_ROWS);
  return records;
}
