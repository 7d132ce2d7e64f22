// One admin write and its audit entry in one transaction: both are committed, or neither.
import type { Database, Queryable } from '../db/adapter.js';
import type { AdminRow } from '../repositories/admins.js';
import type { AuditEntry } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';

/** What an entry says; the admin is the one who wrote. */
export type AuditSays = Omit<AuditEntry, 'adminId'>;

/** One entry, or several for a write that does several things (in the order they happened). */
type Says = AuditSays | AuditEntry;

/**
 * `entry` reads the write's result and answers null when the write changed nothing. The writer
 * is `admin`, or, for the write that makes an admin (an accepted invite), 'the written admin':
 * then the entry names them (`adminId`); or a store owner on the site, 'the owner': then the
 * entry names them (`adminId: null, ownerId`); or a scheduled job, 'the system' (the retention
 * run): `adminId: null`.
 */
export type Audited = <T>(
  admin: Pick<AdminRow, 'id'> | 'the written admin' | 'the owner' | 'the system',
  work: (tx: Queryable) => Promise<T>,
  entry: (result: T) => Says | readonly Says[] | null,
) => Promise<T>;

/** `audited(admin, work, entry)`: runs work in a transaction and records entry(result) in it. */
export function auditor(
  db: Pick<Database, 'transaction'>,
  repos: Pick<Repositories, 'audit'>,
): Audited {
  return (admin, work, entry) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      const said = entry(result);
      for (const one of said === null ? [] : 'action' in said ? [said] : said) {
        if ('adminId' in one) await repos.audit.record(one, tx);
        else if (typeof admin === 'object')
          await repos.audit.record({ adminId: admin.id, ...one }, tx);
        else throw new Error(`An audit entry of ${admin} must name them`);
      }
      return result;
    });
}
