import type { Queryable } from '../db/adapter.js';
import { adminsRepository } from './admins.js';
import { affiliateRepository } from './affiliate.js';
import { auditRepository } from './audit.js';
import { branchesRepository } from './branches.js';
import { catalogueRepository } from './catalogue.js';
import { categoriesRepository } from './categories.js';
import { contactRepository } from './contact.js';
import { productsRepository } from './products.js';
import { sessionsRepository } from './sessions.js';
import { statsRepository } from './stats.js';
import { uploadsRepository } from './uploads.js';

/** Every repository over one database. Each method takes an optional transaction last. */
export function createRepositories(db: Queryable) {
  return {
    admins: adminsRepository(db),
    affiliate: affiliateRepository(db),
    audit: auditRepository(db),
    branches: branchesRepository(db),
    catalogue: catalogueRepository(db),
    categories: categoriesRepository(db),
    contact: contactRepository(db),
    products: productsRepository(db),
    sessions: sessionsRepository(db),
    stats: statsRepository(db),
    uploads: uploadsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
