import type { Queryable } from '../db/adapter.js';

export interface AuditEntry {
  adminId: string;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export function auditRepository(db: Queryable) {
  return {
    /** Pass the write's transaction so the entry and the write stand or fall together. */
    async record(entry: AuditEntry, tx: Queryable = db): Promise<void> {
      await tx.query(
        `insert into audit_log (admin_id, action, entity, entity_id, details)
         values ($1, $2, $3, $4, $5::jsonb)`,
        [
          entry.adminId,
          entry.action,
          entry.entity,
          entry.entityId ?? null,
          JSON.stringify(entry.details ?? {}),
        ],
      );
    },

    async list(
      filter: { entity?: string; entityId?: string } = {},
      tx: Queryable = db,
    ): Promise<
      {
        adminId: string | null;
        action: string;
        entity: string;
        entityId: string | null;
        details: Record<string, unknown>;
      }[]
    > {
      return tx.query(
        `select admin_id as "adminId", action, entity, entity_id as "entityId", details
         from audit_log
         where ($1::text is null or entity = $1) and ($2::text is null or entity_id = $2)
         order by at, id`,
        [filter.entity ?? null, filter.entityId ?? null],
      );
    },
  };
}
