// Keyset cursors: the sort key of a page's last row, as an opaque string the client passes back
// (base64url JSON). A cursor that does not decode to the expected shape is a 400, never a 500.
import { CURSOR_INVALID } from '@kirana/domain/common';
import { HttpError } from '../errors.js';

type Key = (string | number)[];

export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key of a cursor, checked against `shape` (the type of each element); null when no cursor
 * was given. Anything else (not base64url, not JSON, wrong length or types, a number that is not
 * finite, text holding a NUL) is a 400.
 */
export function decodeCursor<K extends Key>(
  cursor: string | undefined,
  shape: readonly ('string' | 'number')[],
  valid: (key: K) => boolean = () => true,
): K | null {
  if (cursor === undefined) return null;
  let key: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, CURSOR_INVALID);
  }
  const fits =
    Array.isArray(key) &&
    key.length === shape.length &&
    key.every(
      (part, i) =>
        typeof part === shape[i] &&
        (typeof part !== 'number' || Number.isFinite(part)) &&
        // PostgreSQL text cannot hold a NUL: it was a 500 from the database (issue 36).
        (typeof part !== 'string' || !part.includes('\u0000')),
    );
  if (!fits || !valid(key as K)) throw new HttpError(400, CURSOR_INVALID);
  return key as K;
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-])(\d{2})(?::(\d{2}))?$/;

/**
 * Whether `text` is a timestamptz as PostgreSQL writes it (`2026-11-05 10:00:00.123+05:30`) that
 * names a moment that exists: month 1-12, a day of that month, hour 0-23, offset at most 15 h.
 * A cursor's timestamp is checked with this before it reaches SQL (PostgreSQL answers an
 * impossible one with an error, not a row).
 */
export function isTimestampKey(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, , , offsetHours, offsetMinutes] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (!year || !month || !day) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month <= 12 &&
    day <= daysInMonth &&
    (hour ?? 24) <= 23 &&
    (minute ?? 60) <= 59 &&
    (second ?? 60) <= 59 &&
    (offsetHours ?? 16) <= 15 &&
    (offsetMinutes ?? 60) <= 59
  );
}

/** Whether a cursor's number is a whole number PostgreSQL's `int` holds. */
export const isIntKey = (value: number) => Number.isInteger(value) && Math.abs(value) < 2 ** 31;

/** The page (at most `limit` rows) and the cursor of the next, from `limit + 1` rows read. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => Key,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
