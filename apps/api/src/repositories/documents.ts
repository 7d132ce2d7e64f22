// Private documents with the reviewer's checklist marks: a store's registration papers and a
// delivery partner's application papers. One per kind and parent (the store or application); the same rules for both.
import type { DocumentReviewState, StoreDocumentKind } from '@kirana/domain/stores';
import type { DocumentMimeType } from '@kirana/domain/documents';
import type { PartnerDocumentKind } from '@kirana/domain/delivery-partners';
import type { Queryable } from '../db/adapter.js';
import { at, isoColumn, isUuid } from './rows.js';

export interface DocumentRow<K extends string = string> {
  id: string;
  /** The store or application the document belongs to. */
  parentId: string;
  kind: K;
  /** Null once erased by the retention schedule (the row stays, without its bytes). */
  storageKey: string | null;
  contentType: DocumentMimeType;
  size: number;
  uploadedAt: string;
  erasedAt: string | null;
  reviewState: DocumentReviewState;
  reviewNote: string | null;
  reviewedBy: { id: string; name: string } | null;
  reviewedAt: string | null;
}

interface DocumentTable<K extends string> {
  table: 'branch_documents' | 'application_documents';
  parent: 'branch_id' | 'application_id';
  /** The kinds in the order a reviewer goes through them. */
  kinds: readonly K[];
}

function documentsOf<K extends string>(db: Queryable, { table, parent, kinds }: DocumentTable<K>) {
  const columns = `d.id, d.${parent} as "parentId", d.kind, d.storage_key as "storageKey",
    d.content_type as "contentType", d.size, ${isoColumn('d.uploaded_at', 'uploadedAt')},
    ${isoColumn('d.erased_at', 'erasedAt')},
    d.review_state as "reviewState", d.review_note as "reviewNote",
    case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end as "reviewedBy",
    ${isoColumn('d.reviewed_at', 'reviewedAt')}`;
  const from = `${table} d left join admins a on a.id = d.reviewed_by`;
  const order = `array_position(array[${kinds.map((kind) => `'${kind}'`).join(', ')}], d.kind)`;
  const byId = async (id: string, tx: Queryable): Promise<DocumentRow<K>> =>
    at(await tx.query<DocumentRow<K>>(`select ${columns} from ${from} where d.id = $1`, [id]));

  return {
    /** The document with this id (what an admin opens), with where its bytes are; or null. */
    async find(
      id: string,
      tx: Queryable = db,
    ): Promise<{
      id: string;
      parentId: string;
      kind: K;
      storageKey: string | null;
      contentType: DocumentMimeType;
    } | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<{
        id: string;
        parentId: string;
        kind: K;
        storageKey: string | null;
        contentType: DocumentMimeType;
      }>(
        `select id, ${parent} as "parentId", kind, storage_key as "storageKey",
           content_type as "contentType"
         from ${table} where id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    listOf(parentId: string, tx: Queryable = db): Promise<DocumentRow<K>[]> {
      if (!isUuid(parentId)) return Promise.resolve([]);
      return tx.query(`select ${columns} from ${from} where d.${parent} = $1 order by ${order}`, [
        parentId,
      ]);
    },

    /**
     * Stores a document of this kind for its parent, replacing the one before (its mark is
     * cleared). Returns the row and the key of the replaced file, to delete after the commit.
     */
    async put(
      input: {
        parentId: string;
        kind: K;
        storageKey: string;
        contentType: DocumentMimeType;
        size: number;
        uploadedAt?: Date;
      },
      tx: Queryable = db,
    ): Promise<{ document: DocumentRow<K>; replacedKey: string | null }> {
      const [previous] = await tx.query<{ key: string | null }>(
        `select storage_key as key from ${table} where ${parent} = $1 and kind = $2 for update`,
        [input.parentId, input.kind],
      );
      const rows = await tx.query<{ id: string }>(
        `insert into ${table} (${parent}, kind, storage_key, content_type, size, uploaded_at)
         values ($1, $2, $3, $4, $5, coalesce($6, now()))
         on conflict (${parent}, kind) do update set storage_key = excluded.storage_key,
           content_type = excluded.content_type, size = excluded.size,
           uploaded_at = excluded.uploaded_at, erased_at = null, review_state = 'pending',
           review_note = null, reviewed_by = null, reviewed_at = null
         returning id`,
        [
          input.parentId,
          input.kind,
          input.storageKey,
          input.contentType,
          input.size,
          input.uploadedAt ?? null,
        ],
      );
      return { document: await byId(at(rows).id, tx), replacedKey: previous?.key ?? null };
    },

    /**
     * Points the document at new bytes (a masked image) in place of `fromKey`, keeping its mark;
     * null when it no longer holds `fromKey` (replaced or erased meanwhile).
     */
    async replaceBytes(
      id: string,
      change: { fromKey: string; toKey: string; size: number },
      tx: Queryable = db,
    ): Promise<DocumentRow<K> | null> {
      const rows = await tx.query<{ id: string }>(
        `update ${table} set storage_key = $3, size = $4
         where id = $1 and storage_key = $2 returning id`,
        [id, change.fromKey, change.toKey, change.size],
      );
      return rows[0] ? byId(rows[0].id, tx) : null;
    },

    /** Marks the parent's document; null when the parent has no document with this id. */
    async review(
      input: {
        parentId: string;
        documentId: string;
        state: DocumentReviewState;
        note: string | null;
        adminId: string;
        at?: Date;
      },
      tx: Queryable = db,
    ): Promise<DocumentRow<K> | null> {
      if (!isUuid(input.parentId) || !isUuid(input.documentId)) return null;
      const rows = await tx.query<{ id: string }>(
        `update ${table} set review_state = $3, review_note = $4, reviewed_by = $5,
           reviewed_at = coalesce($6, now())
         where id = $2 and ${parent} = $1 returning id`,
        [
          input.parentId,
          input.documentId,
          input.state,
          input.note,
          input.adminId,
          input.at ?? null,
        ],
      );
      return rows[0] ? byId(rows[0].id, tx) : null;
    },
  };
}

/** One kind's documents: a store's or an application's. */
export type DocumentsRepository<K extends string> = ReturnType<typeof documentsOf<K>>;

export function storeDocumentsRepository(db: Queryable) {
  return documentsOf<StoreDocumentKind>(db, {
    table: 'branch_documents',
    parent: 'branch_id',
    kinds: ['shop_photo', 'fssai_certificate', 'government_id'],
  });
}

export function applicationDocumentsRepository(db: Queryable) {
  return documentsOf<PartnerDocumentKind>(db, {
    table: 'application_documents',
    parent: 'application_id',
    kinds: ['government_id', 'address_proof', 'photo', 'driving_licence'],
  });
}

/**
 * The store's or the application's document with this id (both looked up at once), with what
 * it belongs to; or null.
 */
export async function findAnyDocument(
  repos: {
    documents: DocumentsRepository<StoreDocumentKind>;
    applicationDocuments: DocumentsRepository<PartnerDocumentKind>;
  },
  id: string,
) {
  const [store, application] = await Promise.all([
    repos.documents.find(id),
    repos.applicationDocuments.find(id),
  ]);
  if (store) return { ...store, entity: 'branch' as const };
  if (application) return { ...application, entity: 'delivery-partner-application' as const };
  return null;
}
