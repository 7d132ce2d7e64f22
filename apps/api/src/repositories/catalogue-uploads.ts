// Catalogue bulk uploads: a checked CSV file's rows, kept until an admin applies them.
import type { Queryable } from '../db/adapter.js';
import { at, isUuid, isoColumn, type ReadOptions } from './rows.js';

/** A row of the file that is valid: what applying it does, as checked when it was uploaded. */
export interface PlannedRow {
  line: number;
  kind: 'create' | 'update' | 'unchanged';
  category: string;
  name: string;
  description: string;
  price: number;
  quantity: number;
  unit: string;
  isPacket: boolean;
  /** The image the row names (a media key of this server), or null for none. */
  imageKey: string | null;
  /** The row's category does not exist yet: applying creates it (custom). */
  newCategory: boolean;
  /** For an update, the fields that change. */
  changes: string[];
}

/** A row of the file that breaks a rule: nothing of the file can be applied. */
export interface InvalidRow {
  line: number;
  category: string;
  name: string;
  messages: string[];
}

export type UploadRow = PlannedRow | InvalidRow;

export const isInvalidRow = (row: UploadRow): row is InvalidRow => 'messages' in row;

export interface CatalogueUploadRow {
  id: string;
  branchId: string;
  fileHash: string;
  rows: UploadRow[];
  invalidRows: number;
  createdAt: string;
  appliedAt: string | null;
}

const columns = `id, branch_id as "branchId", file_hash as "fileHash", rows,
  invalid_rows as "invalidRows", ${isoColumn('created_at', 'createdAt')},
  ${isoColumn('applied_at', 'appliedAt')}`;

/** How long a checked file that was not applied is kept. */
export const UNAPPLIED_PREVIEW_HOURS = 24;

export function catalogueUploadsRepository(db: Queryable) {
  return {
    async create(
      input: { branchId: string; fileHash: string; rows: UploadRow[]; adminId: string },
      tx: Queryable = db,
    ): Promise<CatalogueUploadRow> {
      // A preview nobody applied within a day is dropped (its rows can be megabytes); applied
      // ones stay, as the record that makes a second apply of the same file change nothing.
      await tx.query(
        `delete from catalogue_uploads
         where applied_at is null and created_at < now() - make_interval(hours => $1)`,
        [UNAPPLIED_PREVIEW_HOURS],
      );
      const rows = await tx.query<CatalogueUploadRow>(
        `insert into catalogue_uploads (branch_id, file_hash, rows, invalid_rows, created_by)
         values ($1, $2, $3::jsonb, $4, $5) returning ${columns}`,
        [
          input.branchId,
          input.fileHash,
          JSON.stringify(input.rows),
          input.rows.filter(isInvalidRow).length,
          input.adminId,
        ],
      );
      return at(rows);
    },

    /** The upload when it is this branch's. `lock` holds it until the transaction ends. */
    async findInBranch(
      branchId: string,
      id: string,
      { tx = db, lock = false }: ReadOptions = {},
    ): Promise<CatalogueUploadRow | null> {
      if (!isUuid(id) || !isUuid(branchId)) return null;
      const rows = await tx.query<CatalogueUploadRow>(
        `select ${columns} from catalogue_uploads where branch_id = $1 and id = $2${lock ? ' for update' : ''}`,
        [branchId, id],
      );
      return rows[0] ?? null;
    },

    /** Whether a file with this hash was applied to the branch already. */
    async wasApplied(branchId: string, fileHash: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `select 1 from catalogue_uploads
         where branch_id = $1 and file_hash = $2 and applied_at is not null limit 1`,
        [branchId, fileHash],
      );
      return rows.length > 0;
    },

    async markApplied(id: string, tx: Queryable): Promise<void> {
      await tx.query('update catalogue_uploads set applied_at = now() where id = $1', [id]);
    },
  };
}
