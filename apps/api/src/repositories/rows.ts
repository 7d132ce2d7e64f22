// Small helpers shared by the repositories.

/** Ids in the contract are UUIDs; a string that is not one can match no row. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
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
