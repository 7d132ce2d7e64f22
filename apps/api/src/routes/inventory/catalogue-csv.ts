// A store's catalogue as CSV: the export streams rows from the database through csv-stringify,
// so a catalogue of any size holds one batch of rows in memory.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_PREVIEW_ROWS,
  CSV_APPLIED,
  CSV_PREVIEW_READY,
  csvSafeCell,
} from '@kirana/domain/inventory';
import { currentAdmin } from '../../auth/guard.js';
import type { Handlers, Schemas } from '../../contract/types.js';
import { notFound } from '../../errors.js';
import {
  isInvalidRow,
  type CatalogueUploadRow,
  type PlannedRow,
} from '../../repositories/catalogue-uploads.js';
import type { CatalogueLine } from '../../repositories/products.js';
import type { Storage } from '../../storage/storage.js';
import type { Deps } from '../deps.js';
import { CSV_LIMIT, readForm } from '../multipart.js';
import * as catalogueUpload from '../../services/inventory/catalogue-upload.js';

type CatalogueCsvHandlers = Pick<
  Handlers,
  'exportCatalogue' | 'createCatalogueUpload' | 'applyCatalogueUpload'
>;

/** The preview: counts, the first rows of each kind, every invalid row. */
export function presentUpload(
  upload: CatalogueUploadRow,
  alreadyApplied: boolean,
): Schemas['CatalogueUpload'] {
  const planned = upload.rows.filter((row): row is PlannedRow => !isInvalidRow(row));
  const ofKind = (kind: PlannedRow['kind']) => planned.filter((row) => row.kind === kind);
  const shown = (rows: PlannedRow[]) =>
    rows.slice(0, CATALOGUE_PREVIEW_ROWS).map(({ imageKey: _key, ...row }) => ({
      ...row,
      unit: row.unit as Schemas['Unit'],
    }));
  const [create, update, unchanged] = [ofKind('create'), ofKind('update'), ofKind('unchanged')];
  const invalid = upload.rows.filter(isInvalidRow);
  return {
    _id: upload.id,
    createdAt: upload.createdAt,
    appliedAt: upload.appliedAt,
    alreadyApplied,
    counts: {
      total: upload.rows.length,
      create: create.length,
      update: update.length,
      unchanged: unchanged.length,
      invalid: invalid.length,
      newCategories: new Set(
        planned.filter((row) => row.newCategory).map((row) => row.category.toLowerCase()),
      ).size,
    },
    create: shown(create),
    update: shown(update),
    unchanged: shown(unchanged),
    invalid,
  };
}

/** One product as the CSV's cells, in column order, formula-looking text made safe. */
export function catalogueCells(line: CatalogueLine, storage: Storage): string[] {
  const cells: Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string> = {
    category: line.categoryName,
    name: line.name,
    description: line.description,
    price: line.price.toFixed(2),
    quantity: String(line.quantity),
    unit: line.unit,
    isPacket: String(line.isPacket),
    defaultProductId: line.defaultProductId ?? '',
    imageUrl: storage.publicUrl(line.imageKey),
  };
  return CATALOGUE_CSV_COLUMNS.map((column) => csvSafeCell(cells[column]));
}

/** The attachment's file name: the store's name in ASCII letters and digits, then -catalogue. */
export function catalogueFileName(storeName: string): { ascii: string; utf8: string } {
  const slug = storeName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  // Characters no file system takes, and control characters, become "-".
  const name = [...storeName.trim()]
    .map((char) => (/[\\/:*?"<>|]/.test(char) || char.charCodeAt(0) < 32 ? '-' : char))
    .join('');
  return { ascii: `${slug || 'store'}-catalogue.csv`, utf8: `${name || 'store'}-catalogue.csv` };
}

export function catalogueCsvHandlers({ repos, storage, services }: Deps): CatalogueCsvHandlers {
  return {
    async createCatalogueUpload(request, reply) {
      const form = await readForm(request, 'file', CSV_LIMIT);
      const { upload, alreadyApplied } = await catalogueUpload.preview(
        services.inventory,
        currentAdmin(request),
        request.params.branchId,
        form.file,
      );
      reply.code(201);
      return {
        status: 'success',
        message: CSV_PREVIEW_READY,
        data: { upload: presentUpload(upload, alreadyApplied) },
      };
    },

    async applyCatalogueUpload(request) {
      const { branchId, uploadId } = request.params;
      const applied = await catalogueUpload.apply(
        services.inventory,
        currentAdmin(request),
        branchId,
        uploadId,
      );
      return { status: 'success', message: CSV_APPLIED, data: { applied } };
    },

    async exportCatalogue(request, reply) {
      const { branchId } = request.params;
      const branch = await repos.stores.findById(branchId);
      if (!branch) throw notFound(STORE_NOT_FOUND);
      const { ascii, utf8 } = catalogueFileName(branch.name);
      const lines = Readable.from(
        (async function* () {
          for await (const line of repos.products.streamCatalogue(branchId))
            yield catalogueCells(line, storage);
        })(),
      );
      const csv = stringify({ header: true, columns: [...CATALOGUE_CSV_COLUMNS], bom: true });
      // A database error mid-way ends the answer early (the client sees a cut download).
      pipeline(lines, csv, (error) => {
        if (error) request.log.error({ err: error }, 'catalogue export failed');
      });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`,
        )
        .send(csv);
    },
  };
}
