// An owner's store registration: the draft they fill in on the site (with its documents), and
// after submission the store it became (which they may correct and resubmit while rejected).
// SQL only, each method taking an optional transaction last, like every repository.
import type { GovernmentIdType, StoreStatus } from '@kirana/domain/stores';
import type { DocumentMimeType } from '@kirana/domain/documents';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { StoreDocumentKind } from '@kirana/domain/stores';
import type { Queryable } from '../db/adapter.js';
import { isoColumn } from './rows.js';

/** The registration's fields, each null until given. */
export interface RegistrationFields {
  shopName: string | null;
  street: string | null;
  city: string | null;
  pincode: string | null;
  latitude: number | null;
  longitude: number | null;
  ownerName: string | null;
  ownerEmail: string | null;
  language: OwnerLanguage | null;
  fssaiNumber: string | null;
  gstin: string | null;
  governmentIdType: GovernmentIdType | null;
  governmentIdLast4: string | null;
}

export interface DraftRow extends RegistrationFields {
  id: string;
  ownerId: string;
  createdAt: string;
  updatedAt: string;
}

/** The store an owner registered, with the fields the registration gave it. */
export interface OwnedStoreRow extends RegistrationFields {
  id: string;
  status: StoreStatus;
  submittedAt: string;
}

export interface DraftDocumentRow {
  id: string;
  kind: StoreDocumentKind;
  storageKey: string;
  contentType: DocumentMimeType;
  size: number;
  uploadedAt: string;
}

/** Field -> column of a draft, and of a store (where the store names it otherwise). */
const DRAFT_COLUMNS: Record<keyof RegistrationFields, string> = {
  shopName: 'shop_name',
  street: 'street',
  city: 'city',
  pincode: 'pincode',
  latitude: 'latitude',
  longitude: 'longitude',
  ownerName: 'owner_name',
  ownerEmail: 'owner_email',
  language: 'language',
  fssaiNumber: 'fssai_number',
  gstin: 'gstin',
  governmentIdType: 'government_id_type',
  governmentIdLast4: 'government_id_last4',
};
const STORE_COLUMNS: Record<keyof RegistrationFields, string> = {
  ...DRAFT_COLUMNS,
  shopName: 'name',
};

const selectFields = (columns: Record<keyof RegistrationFields, string>) =>
  Object.entries(columns)
    .map(([field, column]) => `${column} as "${field}"`)
    .join(', ');

const draftSelect = `id, owner_id as "ownerId", ${selectFields(DRAFT_COLUMNS)},
  ${isoColumn('created_at', 'createdAt')}, ${isoColumn('updated_at', 'updatedAt')}`;
const storeSelect = `id, status, ${selectFields(STORE_COLUMNS)},
  ${isoColumn('submitted_at', 'submittedAt')}`;

/** `set a = $2, b = $3` for the given fields (in a stable order) and their values. */
function assignments(
  columns: Record<keyof RegistrationFields, string>,
  fields: Partial<RegistrationFields>,
  first: number,
): { sql: string; values: unknown[] } {
  const given = (Object.keys(columns) as (keyof RegistrationFields)[]).filter(
    (field) => fields[field] !== undefined,
  );
  return {
    sql: given.map((field, i) => `${columns[field]} = $${first + i}`).join(', '),
    values: given.map((field) => fields[field]),
  };
}

export function storeRegistrationsRepository(db: Queryable) {
  const repository = {
    async findDraft(ownerId: string, tx: Queryable = db): Promise<DraftRow | null> {
      const [row] = await tx.query<DraftRow>(
        `select ${draftSelect} from store_registrations
       where owner_id = $1 and submitted_at is null`,
        [ownerId],
      );
      return row ?? null;
    },

    /** The owner's draft, started now in `language` unless one exists (one draft per owner). */
    async startDraft(
      ownerId: string,
      language: OwnerLanguage,
      tx: Queryable = db,
    ): Promise<DraftRow> {
      await tx.query(
        `insert into store_registrations (owner_id, language) values ($1, $2)
       on conflict (owner_id) where submitted_at is null do nothing`,
        [ownerId, language],
      );
      const draft = await repository.findDraft(ownerId, tx);
      if (!draft) throw new Error('the draft was not started');
      return draft;
    },

    async updateDraft(
      draftId: string,
      fields: Partial<RegistrationFields>,
      tx: Queryable = db,
    ): Promise<void> {
      const { sql, values } = assignments(DRAFT_COLUMNS, fields, 2);
      await tx.query(
        `update store_registrations set ${sql ? `${sql}, ` : ''}updated_at = now() where id = $1`,
        [draftId, ...values],
      );
    },

    listDraftDocuments(draftId: string, tx: Queryable = db): Promise<DraftDocumentRow[]> {
      return tx.query(
        `select id, kind, storage_key as "storageKey", content_type as "contentType", size,
         ${isoColumn('uploaded_at', 'uploadedAt')}
       from registration_documents where registration_id = $1
       order by array_position(array['shop_photo', 'fssai_certificate', 'government_id'], kind)`,
        [draftId],
      );
    },

    /** A draft's document of this kind, replacing the one before; answers the replaced file's key. */
    async putDraftDocument(
      input: {
        draftId: string;
        kind: StoreDocumentKind;
        storageKey: string;
        contentType: DocumentMimeType;
        size: number;
      },
      tx: Queryable = db,
    ): Promise<string | null> {
      const [previous] = await tx.query<{ key: string }>(
        `select storage_key as key from registration_documents
       where registration_id = $1 and kind = $2 for update`,
        [input.draftId, input.kind],
      );
      await tx.query(
        `insert into registration_documents (registration_id, kind, storage_key, content_type, size)
       values ($1, $2, $3, $4, $5)
       on conflict (registration_id, kind) do update set storage_key = excluded.storage_key,
         content_type = excluded.content_type, size = excluded.size, uploaded_at = now()`,
        [input.draftId, input.kind, input.storageKey, input.contentType, input.size],
      );
      await tx.query('update store_registrations set updated_at = now() where id = $1', [
        input.draftId,
      ]);
      return previous?.key ?? null;
    },

    /**
     * The submitted draft becomes a pending store: its fields and documents are the store's, the
     * draft is kept (for the onboarding figures) pointing to it. Answers the store's id.
     */
    async submitDraft(
      draft: DraftRow,
      owner: { id: string; phone: string; phoneAsWritten: string },
      place: { state: string; country: string },
      tx: Queryable = db,
    ): Promise<string> {
      const [store] = await tx.query<{ id: string }>(
        `insert into branches (name, owner_name, phone, status, street, city, state, pincode, country,
         submitted_at, owner_phone, owner_email, fssai_number, gstin, government_id_type,
         government_id_last4, latitude, longitude, owner_id, language)
       values ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, now(), $3, $9, $10, $11, $12, $13, $14,
         $15, $16, $17)
       returning id`,
        [
          draft.shopName,
          draft.ownerName,
          owner.phoneAsWritten,
          draft.street,
          draft.city,
          place.state,
          draft.pincode,
          place.country,
          draft.ownerEmail,
          draft.fssaiNumber,
          draft.gstin,
          draft.governmentIdType,
          draft.governmentIdLast4,
          draft.latitude,
          draft.longitude,
          owner.id,
          draft.language,
        ],
      );
      if (!store) throw new Error('the store was not made');
      await tx.query(
        `insert into branch_documents (branch_id, kind, storage_key, content_type, size, uploaded_at)
       select $2, kind, storage_key, content_type, size, uploaded_at
       from registration_documents where registration_id = $1`,
        [draft.id, store.id],
      );
      await tx.query('delete from registration_documents where registration_id = $1', [draft.id]);
      await tx.query(
        `update store_registrations set submitted_at = now(), updated_at = now(), store_id = $2
       where id = $1`,
        [draft.id, store.id],
      );
      return store.id;
    },

    /** The store the owner registered last, with its registration fields. */
    async findOwnedStore(ownerId: string, tx: Queryable = db): Promise<OwnedStoreRow | null> {
      const [row] = await tx.query<OwnedStoreRow>(
        `select ${storeSelect} from branches where owner_id = $1
       order by submitted_at desc, id desc limit 1`,
        [ownerId],
      );
      return row ?? null;
    },

    /** The owner's corrections to their rejected store (only while it is rejected). */
    async updateOwnedStore(
      storeId: string,
      fields: Partial<RegistrationFields>,
      tx: Queryable = db,
    ): Promise<boolean> {
      const { sql, values } = assignments(STORE_COLUMNS, fields, 2);
      const rows = await tx.query(
        `update branches set ${sql ? `${sql}, ` : ''}updated_at = now()
       where id = $1 and status = 'rejected' returning id`,
        [storeId, ...values],
      );
      return rows.length === 1;
    },

    /** A rejected store back to pending with a new 2-day clock; false when it is not rejected. */
    async resubmitStore(storeId: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `update branches set status = 'pending', submitted_at = now(), updated_at = now()
       where id = $1 and status = 'rejected' returning id`,
        [storeId],
      );
      return rows.length === 1;
    },

    /** True when another store than `exceptStoreId` has this FSSAI number. */
    async fssaiTaken(
      fssaiNumber: string,
      exceptStoreId: string | null,
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `select 1 from branches where fssai_number = $1 and ($2::uuid is null or id <> $2::uuid)
       limit 1`,
        [fssaiNumber, exceptStoreId],
      );
      return rows.length > 0;
    },
  };
  return repository;
}
