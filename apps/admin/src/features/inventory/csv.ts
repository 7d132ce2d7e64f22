// CSV files the inventory screens make in the browser: the upload template (the columns and one
// example row, from the domain's constants) and the report of an upload's invalid rows.

import type { CatalogueUpload } from '@kirana/api-client/types';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_EXAMPLE,
  csvSafeCell,
} from '@kirana/domain/inventory';
import { saveFile } from '../../lib/save-file';

/** One cell: formula-looking text made safe, quoted when it holds a comma, quote or line break. */
function cell(value: string): string {
  const safe = csvSafeCell(value);
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text (UTF-8 with a byte order mark, as the export writes it). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\n')}\n`;
}

export const TEMPLATE_FILE_NAME = 'catalogue-template.csv';

export function templateCsv(): string {
  return toCsv([
    CATALOGUE_CSV_COLUMNS,
    CATALOGUE_CSV_COLUMNS.map((column) => CATALOGUE_CSV_EXAMPLE[column]),
  ]);
}

export const ERROR_REPORT_FILE_NAME = 'catalogue-upload-errors.csv';

/** One line per invalid row: its line in the file, category, name and every message. */
export function errorReportCsv(invalid: CatalogueUpload['invalid']): string {
  return toCsv([
    ['line', 'category', 'name', 'errors'],
    ...invalid.map((row) => [String(row.line), row.category, row.name, row.messages.join(' ')]),
  ]);
}

/** Saves `content` as a file through a temporary link. */
export function download(content: Blob | string, fileName: string): void {
  const blob =
    typeof content === 'string' ? new Blob([content], { type: 'text/csv;charset=utf-8' }) : content;
  saveFile(blob, fileName);
}
