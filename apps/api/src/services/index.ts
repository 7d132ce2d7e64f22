// The rules of every write, over the repositories: each service's writes go through one
// `audited` helper, so a write and its audit entry stand or fall together. The review desk's
// functions (./review/engine.ts) take `review`, what they work with.
import type { Database } from '../db/adapter.js';
import type { Repositories } from '../repositories/index.js';
import type { Storage } from '../storage/storage.js';
import { auditor } from './audited.js';
import type { RightsDeps } from './data-rights.js';
import type { ConversationDeps } from './conversations.js';
import type { InboxDeps } from './inbox.js';
import type { InventoryDeps } from './inventory/store-items.js';
import type { TeamDeps } from './team.js';
import type { ReviewDeps } from './review/kind.js';

export function createServices(
  db: Database,
  repos: Repositories,
  storage: Storage,
  documents: Storage,
  siteUrl: string,
  adminUrl = 'http://localhost:5174',
  smsConfigured = false,
) {
  const audited = auditor(db, repos);
  return {
    audited,
    inventory: { repos, audited, storage } satisfies InventoryDeps,
    inbox: { repos, audited } satisfies InboxDeps,
    conversations: { db, repos, audited, smsConfigured } satisfies ConversationDeps,
    team: { repos, audited, adminUrl } satisfies TeamDeps,
    review: { db, repos, audited, documents, siteUrl } satisfies ReviewDeps,
    rights: { db, repos, audited, documents, siteUrl } satisfies RightsDeps,
  };
}

export type Services = ReturnType<typeof createServices>;
