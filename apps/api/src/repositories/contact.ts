import type { Queryable } from '../db/adapter.js';
import { iso, at } from './rows.js';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

export function contactRepository(db: Queryable) {
  return {
    async create(
      input: NewContactMessage,
      tx: Queryable = db,
    ): Promise<{ id: string; createdAt: string }> {
      const rows = await tx.query<{ id: string; createdAt: unknown }>(
        `insert into contact_messages (name, email, phone, subject, message)
         values ($1, $2, $3, $4, $5) returning id, created_at as "createdAt"`,
        [input.name, input.email, input.phone, input.subject, input.message],
      );
      const row = at(rows);
      return { id: row.id, createdAt: iso(row.createdAt) };
    },
  };
}
