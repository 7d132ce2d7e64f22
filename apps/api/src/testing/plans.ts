// What the index tests read: the statements a repository runs, recorded on their way to the
// database, and the planner's own plan of one (EXPLAIN, nothing switched off).
import type { Queryable } from '../db/adapter.js';

export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** `db` with every statement run on it kept, in order, in `statements`. */
export function recording(db: Queryable): { db: Queryable; statements: Statement[] } {
  const statements: Statement[] = [];
  return {
    statements,
    db: {
      query: (sql, params) => {
        statements.push({ sql, params: params ?? [] });
        return db.query(sql, params);
      },
    },
  };
}

/** The planner's plan of `statement` on `db`, as text. */
export async function planOf(db: Queryable, { sql, params }: Statement): Promise<string> {
  return (await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params))
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}
