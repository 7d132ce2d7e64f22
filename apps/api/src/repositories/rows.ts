// Small helpers shared by the repositories.
import type { Queryable } from '../db/adapter.js';

/** How a single-row read runs: in a transaction, and locking the row until it ends. */
export interface ReadOptions {
  tx?: Queryable;
  lock?: boolean;
}

/** Ids in the contract are UUIDs; a string that is not one can match no row. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A timestamptz column selected as the contract's ISO string (2025-04-21T10:00:00.123Z), made
 * by the database: cheaper than parsing it into a Date and formatting it again for every row.
 */
export function isoColumn(column: string, alias: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "${alias}"`;
}

/** timestamptz columns come back as Date on both drivers; the contract wants ISO strings. */
export function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** A LIKE pattern that matches `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The item at `index`, which the caller knows exists (e.g. the row of an insert ... returning). */
export function at<T>(items: readonly T[], index = 0): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Expected an item at index ${index}`);
  return item;
}
