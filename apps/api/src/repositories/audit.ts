// The audit log: one row per admin write (who, what, when, details), and the activity read of
// it that names each entry's admin and entity. Reading it never writes to it.
import { DOCUMENT_VIEW_ACTION } from '@kirana/domain/activity';
import type { Queryable } from '../db/adapter.js';
import { decodeCursor, isTimestampKey, pageOf } from './cursor.js';
import { isoColumn, isUuid } from './rows.js';

/** A timestamptz as PostgreSQL writes it: the exact key of a cursor. */
export interface AuditEntry {
  /** Who wrote: an admin, or (adminId null) the store's owner named by ownerId. */
  adminId: string | null;
  ownerId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  /** When it happened; now unless given (the demo seed writes its past). */
  at?: Date;
}

export interface ActivityRow {
  id: string;
  at: string;
  action: string;
  admin: { id: string; name: string } | null;
  /** The store's owner did it on the site (admin is then null). */
  byOwner: boolean;
  entity: string;
  entityId: string | null;
  entityName: string | null;
  /** Where a category or product lives, to link to it. */
  branchId: string | null;
  categoryId: string | null;
  details: Record<string, unknown>;
}

export interface ActivityFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  adminId?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  cursor?: string | undefined;
  limit: number;
  /**
   * Include document views (who opened which ID: the Owner's, `documents.views`). Left out
   * unless asked, so no history or list shows them to a role that may not read them.
   */
  documentViews?: boolean | undefined;
}

/** An entity id as a uuid, or null when it is not one (a join then finds nothing). */
const UUID_OF = (column: string) =>
  `(case when ${column} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then ${column}::uuid end)`;

/**
 * Each entry's entity by its name now (a deleted one by the name its entry kept), and the store
 * and category a product or category belongs to. Scalar subqueries, one per entity type, rather
 * than a join per type: a seven-way join cost PostgreSQL 10 to 15 ms to plan on every request,
 * ten times the time to run it.
 */
const ENTITY_ID = UUID_OF('l.entity_id');
const nameIn = (table: string) => `(select x.name from ${table} x where x.id = ${ENTITY_ID})`;
const NAMED = `audit_log l left join admins ad on ad.id = l.admin_id`;

const ACTIVITY_COLUMNS = `l.id, ${isoColumn('l.at', 'at')}, l.action, l.entity,
  l.entity_id as "entityId", l.details,
  case when ad.id is null then null else json_build_object('id', ad.id, 'name', ad.name) end as admin,
  (l.owner_id is not null or coalesce(l.details->>'by' = 'owner', false)) as "byOwner",
  coalesce(case l.entity
      when 'branch' then ${nameIn('branches')}
      when 'category' then ${nameIn('categories')}
      when 'product' then ${nameIn('products')}
      when 'affiliate-product' then ${nameIn('affiliate_products')}
      when 'contact-message' then ${nameIn('contact_messages')}
      when 'conversation' then (select coalesce(x.person_name, x.person_phone, x.subject)
        from conversations x where x.id = ${ENTITY_ID})
      when 'canned-reply' then (select '/' || x.shortcut from canned_replies x
        where x.id = ${ENTITY_ID})
      when 'delivery-partner-application' then ${nameIn('delivery_partner_applications')}
      when 'admin' then ${nameIn('admins')}
    end, l.details->>'name') as "entityName",
  coalesce(case l.entity
      when 'category' then (select x.branch_id::text from categories x where x.id = ${ENTITY_ID})
      when 'product' then (select x.branch_id::text from products x where x.id = ${ENTITY_ID})
    end, l.details->>'branchId') as "branchId",
  coalesce(case when l.entity = 'product'
      then (select x.category_id::text from products x where x.id = ${ENTITY_ID}) end,
    l.details->>'categoryId') as "categoryId"`;

/** The activity list's statement: one page (and one row more, to know if there is a next). */
export function activityQuery(filter: ActivityFilter): { sql: string; params: unknown[] } {
  const after = decodeCursor<[string, string]>(
    filter.cursor,
    ['string', 'string'],
    ([at, id]) => isTimestampKey(at) && isUuid(id),
  );
  const params: unknown[] = [
    filter.entity ?? null,
    filter.entityId ?? null,
    filter.adminId ?? null,
    filter.action ?? null,
    filter.from ?? null,
    filter.to ?? null,
    ...(after ?? []),
  ];
  return {
    sql: `select ${ACTIVITY_COLUMNS}, l.at::text as "atKey" from ${NAMED}
      where ($1::text is null or l.entity = $1) and ($2::text is null or l.entity_id = $2)
        and ($3::uuid is null or l.admin_id = $3) and ($4::text is null or l.action = $4)
        and ($5::timestamptz is null or l.at >= $5) and ($6::timestamptz is null or l.at < $6)
        ${filter.documentViews ? '' : `and l.action <> '${DOCUMENT_VIEW_ACTION}'`}
        ${after ? 'and (l.at, l.id) < ($7::timestamptz, $8::uuid)' : ''}
      order by l.at desc, l.id desc
      limit ${filter.limit + 1}`,
    params,
  };
}

export function auditRepository(db: Queryable) {
  return {
    /** Pass the write's transaction so the entry and the write stand or fall together. */
    async record(entry: AuditEntry, tx: Queryable = db): Promise<void> {
      await tx.query(
        `insert into audit_log (admin_id, owner_id, action, entity, entity_id, details, at)
         values ($1, $7, $2, $3, $4, $5::jsonb, coalesce($6, now()))`,
        [
          entry.adminId,
          entry.action,
          entry.entity,
          entry.entityId ?? null,
          JSON.stringify(entry.details ?? {}),
          entry.at ?? null,
          entry.ownerId ?? null,
        ],
      );
    },

    /**
     * Records that an admin opened a document (who, which, of whom, when), unless the same
     * admin's view of the same document was recorded in the last `withinSeconds`: the image
     * and its "Open" link, or a screen's refreshed link, are one opening. True when recorded.
     */
    async recordDocumentView(
      view: {
        adminId: string;
        entity: 'branch' | 'delivery-partner-application';
        entityId: string;
        documentId: string;
        kind: string;
        withinSeconds: number;
      },
      tx: Queryable = db,
    ): Promise<boolean> {
      // Two requests of one opening at once (the image and its "Open" link) take turns.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
        `document-view:${view.adminId}:${view.documentId}`,
      ]);
      const rows = await tx.query<{ id: string }>(
        `insert into audit_log (admin_id, action, entity, entity_id, details)
         select $1, '${DOCUMENT_VIEW_ACTION}', $2, $3,
           jsonb_build_object('documentId', $4::text, 'kind', $5::text)
         where not exists (
           select 1 from audit_log
           where admin_id = $1 and at > now() - make_interval(secs => $6)
             and action = '${DOCUMENT_VIEW_ACTION}' and entity = $2 and entity_id = $3
             and details->>'documentId' = $4::text)
         returning id`,
        [view.adminId, view.entity, view.entityId, view.documentId, view.kind, view.withinSeconds],
      );
      return rows.length > 0;
    },

    /** Entries in the order they were written (tests and tools). */
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
        at: string;
      }[]
    > {
      return tx.query(
        `select admin_id as "adminId", action, entity, entity_id as "entityId", details,
           ${isoColumn('at', 'at')}
         from audit_log
         where ($1::text is null or entity = $1) and ($2::text is null or entity_id = $2)
         order by at, id`,
        [filter.entity ?? null, filter.entityId ?? null],
      );
    },

    /** Newest first, one page, each entry with its admin's and its entity's names. */
    async activity(
      filter: ActivityFilter,
      tx: Queryable = db,
    ): Promise<{ entries: ActivityRow[]; nextCursor: string | null }> {
      const { sql, params } = activityQuery(filter);
      const rows = await tx.query<ActivityRow & { atKey: string }>(sql, params);
      const page = pageOf(rows, filter.limit, (row) => [row.atKey, row.id]);
      return {
        entries: page.items.map(({ atKey: _atKey, ...entry }) => entry),
        nextCursor: page.nextCursor,
      };
    },
  };
}
