// Answers kept in memory, each tagged with the tables it was read from, dropped as soon as one
// of those tables changes (the database's change feed) and, past the memory budget, oldest
// use first. Stored serialized and, from 1 KiB, gzipped too, so a hit costs no database round
// trip, no serialization and no compression.
import { gzipSync } from 'node:zlib';
import type { ChangeFeed } from '../db/adapter.js';

export interface CachedAnswer {
  body: Buffer;
  /** The body gzipped, when it is worth it (1 KiB or more). */
  gzip: Buffer | undefined;
}

interface Entry extends CachedAnswer {
  tables: readonly string[];
  bytes: number;
}

/** What a request that missed noted before it read the database. */
export interface Ticket {
  key: string;
  tables: readonly string[];
  versions: number[];
}

export const GZIP_FROM_BYTES = 1024;

export function encodeAnswer(body: Buffer): CachedAnswer {
  return {
    body,
    gzip: body.length >= GZIP_FROM_BYTES ? gzipSync(body) : undefined,
  };
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  /** Bumped at every change of a table: an answer read across a change is not kept. */
  readonly #versions = new Map<string, number>();
  #bytes = 0;
  #epoch = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly maxBytes: number,
  ) {
    feed.subscribe((table) => (table === null ? this.clear() : this.invalidate(table)));
  }

  /** Off for good: no memory budget (RESPONSE_CACHE_MB=0). */
  get disabled(): boolean {
    return this.maxBytes <= 0;
  }

  /** Off with no memory budget, and while changes might be missed. */
  get enabled(): boolean {
    return this.maxBytes > 0 && this.feed.live;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedAnswer | undefined {
    if (!this.enabled) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: eviction takes from the front.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Taken before reading the database for an answer that may be kept. */
  ticket(key: string, tables: readonly string[]): Ticket {
    return { key, tables, versions: this.#versionsOf(tables) };
  }

  /**
   * Keeps the answer unless one of its tables changed since the ticket was taken (it may have
   * been read before the change) or the cache is off. Returns the encoded answer either way.
   */
  put(ticket: Ticket, body: Buffer): CachedAnswer {
    const answer = encodeAnswer(body);
    const current = this.#versionsOf(ticket.tables);
    const unchanged = current.every((version, i) => version === ticket.versions[i]);
    const bytes = body.length + (answer.gzip?.length ?? 0) + ticket.key.length * 2;
    if (!this.enabled || !unchanged || bytes > this.maxBytes / 8) return answer;
    this.#remove(ticket.key);
    this.#entries.set(ticket.key, { ...answer, tables: ticket.tables, bytes });
    this.#bytes += bytes;
    for (const [key] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(key);
    }
    return answer;
  }

  invalidate(table: string): void {
    this.#versions.set(table, (this.#versions.get(table) ?? 0) + 1);
    for (const [key, entry] of this.#entries) {
      if (entry.tables.includes(table)) this.#remove(key);
    }
  }

  /** Forgets everything (changes may have been missed). */
  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #versionsOf(tables: readonly string[]): number[] {
    return [this.#epoch, ...tables.map((table) => this.#versions.get(table) ?? 0)];
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
