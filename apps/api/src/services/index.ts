// The rules of every write, over the repositories: each service's writes go through one
// `audited` helper, so a write and its audit entry stand or fall together. The review desk's
// functions (./review/engine.ts) take `review`, what they work with.
import type { Database } from '../db/adapter.js';
import type { Repositories } from '../repositories/index.js';
import type { Storage } from '../storage/storage.js';
import { auditor } from './audited.js';
import { storeItems } from './inventory/store-items.js';
import { catalogueImportService } from './inventory/catalogue-imports.js';
import { catalogueUploadService } from './inventory/catalogue-upload.js';
import { categoryService } from './inventory/categories.js';
import { productService } from './inventory/products.js';
import { inboxService } from './inbox.js';
import type { TeamDeps } from './team.js';
import type { ReviewDeps } from './review/kind.js';

export function createServices(
  db: Database,
  repos: Repositories,
  storage: Storage,
  documents: Storage,
  siteUrl: string,
  adminUrl = 'http://localhost:5174',
) {
  const audited = auditor(db, repos);
  const items = storeItems(repos, storage);
  return {
    audited,
    storeItems: items,
    categories: categoryService(repos, audited, items),
    products: productService(repos, audited, items),
    catalogueImports: catalogueImportService(repos, audited, items),
    catalogueUploads: catalogueUploadService(repos, audited, storage),
    inbox: inboxService(repos, audited),
    team: { repos, audited, adminUrl } satisfies TeamDeps,
    review: { db, repos, audited, documents, siteUrl } satisfies ReviewDeps,
  };
}

export type Services = ReturnType<typeof createServices>;
