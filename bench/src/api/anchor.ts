// The raw-SQL anchor's reads (issue 27): for the URL of one of the API's uncached lists, the
// statements the API's repository runs for it and nothing more (no framework, session check,
// validation or contract serializer). The repositories are the API's own, imported from its
// source, so the SQL text and parameters are the API's; anchor.test.ts checks that the API's
// route runs exactly these statements.
import { STORE_RESPONSE_DAYS } from '@kirana/domain/stores';
import { NEARBY_METERS } from '@kirana/domain/common';
import { FINDER_MAX_STORES } from '@kirana/domain/store-hours';
import { pincodeCentre } from '@kirana/domain/pincodes';
import type { Queryable } from '../../../apps/api/src/db/adapter.js';
import { auditRepository } from '../../../apps/api/src/repositories/audit.js';
import { applicationsRepository } from '../../../apps/api/src/repositories/delivery-partner-applications.js';
import {
  contactRepository,
  type ContactStatus,
} from '../../../apps/api/src/repositories/contact.js';
import {
  productsRepository,
  type ItemKind,
  type ProductSort,
} from '../../../apps/api/src/repositories/products.js';
import { storeFinderRepository } from '../../../apps/api/src/repositories/store-finder.js';
import { storesRepository } from '../../../apps/api/src/repositories/stores.js';
import type { StoreStatus } from '@kirana/domain/stores';
import type { ApplicationStatus, Vehicle } from '@kirana/domain/delivery-partners';

const DAY_MS = 24 * 60 * 60 * 1000;
const CATEGORY_PRODUCTS = /^\/api\/branch\/([^/]+)\/categories\/([^/]+)\/products$/;

/** The anchor's answer to a URL's read, or undefined for a URL it does not serve. */
export type AnchorRead = (url: URL) => Promise<unknown>;

/** The reads over `db`, each as the API's handler calls its repository (defaults included). */
export function anchorReads(db: Queryable): AnchorRead {
  const products = productsRepository(db);
  const stores = storesRepository(db);
  const audit = auditRepository(db);
  const contact = contactRepository(db);
  const applications = applicationsRepository(db);

  return async (url) => {
    const query = url.searchParams;
    const opt = (name: string) => query.get(name) ?? undefined;
    const limit = Number(query.get('limit') ?? 20);
    const path = url.pathname;
    const inCategory = CATEGORY_PRODUCTS.exec(path);
    if (inCategory) {
      return products.listPage({
        branchId: inCategory[1] ?? '',
        categoryId: inCategory[2] ?? '',
        kind: opt('kind') as ItemKind | undefined,
        q: opt('q'),
        sort: (opt('sort') ?? 'name') as ProductSort,
        cursor: opt('cursor'),
        limit,
      });
    }
    if (path === '/api/admin/branches') {
      const overdueBefore = new Date(Date.now() - STORE_RESPONSE_DAYS * DAY_MS);
      return stores.list(
        {
          status: opt('status') as StoreStatus | undefined,
          q: opt('q'),
          cursor: opt('cursor'),
          limit,
        },
        overdueBefore,
      );
    }
    if (path === '/api/admin/activity') {
      return audit.activity({
        entity: opt('entity'),
        entityId: opt('entityId'),
        adminId: opt('adminId'),
        action: opt('action'),
        from: query.has('from') ? new Date(String(query.get('from'))) : undefined,
        to: query.has('to') ? new Date(String(query.get('to'))) : undefined,
        cursor: opt('cursor'),
        limit,
        // The bench reads as the demo Owner, who sees who opened which document.
        documentViews: true,
      });
    }
    if (path === '/api/admin/contact-messages') {
      return contact.list({
        subject: opt('subject'),
        status: opt('status') as ContactStatus | undefined,
        q: opt('q'),
        cursor: opt('cursor'),
        limit,
      });
    }
    if (path === '/api/admin/delivery-partners/applications') {
      const overdueBefore = new Date(Date.now() - STORE_RESPONSE_DAYS * DAY_MS);
      return applications.list(
        {
          status: opt('status') as ApplicationStatus | undefined,
          vehicle: opt('vehicle') as Vehicle | undefined,
          q: opt('q'),
          cursor: opt('cursor'),
          limit,
        },
        overdueBefore,
      );
    }
    if (path === '/api/public/stores') {
      const pincode = opt('pincode');
      const point = pincode
        ? pincodeCentre(pincode.trim())
        : { latitude: Number(query.get('lat')), longitude: Number(query.get('lng')) };
      if (!point) return { stores: [], nearest: null };
      const finder = storeFinderRepository(db);
      const rows = await finder.storesNear(point, NEARBY_METERS, FINDER_MAX_STORES);
      const nearest = rows.length === 0 ? await finder.nearestStore(point) : null;
      return { stores: rows, nearest };
    }
    return undefined;
  };
}
