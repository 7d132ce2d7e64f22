import type { ChangeFeed, Queryable } from '../db/adapter.js';
import { adminsRepository } from './admins.js';
import { invitesRepository } from './invites.js';
import { affiliateRepository } from './affiliate.js';
import { applicationsRepository } from './delivery-partner-applications.js';
import { auditRepository } from './audit.js';
import { storesRepository } from './stores.js';
import { catalogueRepository } from './catalogue.js';
import { catalogueUploadsRepository } from './catalogue-uploads.js';
import { categoriesRepository } from './categories.js';
import { contactRepository } from './contact.js';
import { conversationsRepository } from './conversations.js';
import { dataRightsRepository } from './data-rights.js';
import { applicationDocumentsRepository, storeDocumentsRepository } from './documents.js';
import { notificationsRepository } from './notifications.js';
import { onboardingRepository } from './onboarding.js';
import { productsRepository } from './products.js';
import { retentionRepository } from './retention.js';
import { reviewDecisionsRepository } from './review-decisions.js';
import { secondFactorRepository } from './second-factor.js';
import { sessionsRepository } from './sessions.js';
import { statsRepository } from './stats.js';
import { storeFinderRepository } from './store-finder.js';
import { storeOwnersRepository } from './store-owners.js';
import { storeRegistrationsRepository } from './store-registrations.js';
import { uploadsRepository } from './uploads.js';

/**
 * Every repository over one database. Each method takes an optional transaction last.
 * `sessionCacheFeed`: only for a database this process alone writes (PGlite), its change feed;
 * session lookups are then remembered briefly (see ./sessions.ts). A shared database gets none.
 */
export function createRepositories(db: Queryable, sessionCacheFeed?: ChangeFeed) {
  return {
    admins: adminsRepository(db),
    invites: invitesRepository(db),
    affiliate: affiliateRepository(db),
    applications: applicationsRepository(db),
    audit: auditRepository(db),
    stores: storesRepository(db),
    catalogue: catalogueRepository(db),
    catalogueUploads: catalogueUploadsRepository(db),
    categories: categoriesRepository(db),
    contact: contactRepository(db),
    conversations: conversationsRepository(db),
    documents: storeDocumentsRepository(db),
    applicationDocuments: applicationDocumentsRepository(db),
    notifications: notificationsRepository(db),
    products: productsRepository(db),
    retention: retentionRepository(db),
    reviewDecisions: reviewDecisionsRepository(db),
    rights: dataRightsRepository(db),
    secondFactor: secondFactorRepository(db),
    sessions: sessionsRepository(db, sessionCacheFeed),
    stats: statsRepository(db),
    onboarding: onboardingRepository(db),
    storeFinder: storeFinderRepository(db),
    storeOwners: storeOwnersRepository(db),
    storeRegistrations: storeRegistrationsRepository(db),
    uploads: uploadsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
