// The store kind of the review desk: the store rules of `@kirana/domain/review` (pending →
// approved or rejected, approved → suspended → approved, rejected → pending), the owner's
// messages, and how a store is found, moved and reached (the registration's mobile, else the
// store's phone when it is a mobile). Audited as `branch`, the entity the seed's log names.
import {
  BRANCH_NOT_FOUND,
  REQUIRED_STORE_DOCUMENTS,
  indianMobileDigits,
  transitionRefusedMessage,
  type StoreDecision,
  type StoreDocumentKind,
  type StoreReason,
  type StoreStatus,
} from '@kirana/domain/branches';
import { STORE_REVIEW } from '@kirana/domain/review';
import type { Queryable } from '../../db/adapter.js';
import type { BranchRow } from '../../repositories/branches.js';
import type { Repositories } from '../../repositories/index.js';
import type { ReviewKind } from './kind.js';

export type StoreRow = BranchRow;

/** The registration's mobile, else the store's phone when it is a mobile (an SMS cannot go to a landline). */
async function ownerMobile(
  repos: Repositories,
  store: StoreRow,
  tx: Queryable,
): Promise<string | null> {
  const registered = await repos.branches.findWithRegistration(store.id, tx);
  const mobile =
    indianMobileDigits(registered?.ownerPhone ?? '') ?? indianMobileDigits(store.phone);
  return mobile ? `+91${mobile}` : null;
}

export const storeReview: ReviewKind<
  StoreRow,
  StoreStatus,
  StoreDecision,
  StoreReason,
  StoreDocumentKind
> = {
  rules: STORE_REVIEW,
  entity: 'branch',
  templates: {
    approve: 'store_approved',
    reject: 'store_rejected',
    suspend: 'store_suspended',
    reinstate: 'store_reinstated',
    reopen: 'store_reopened',
  },
  notFound: BRANCH_NOT_FOUND,
  refused: transitionRefusedMessage,
  find: (repos, id, tx) => repos.branches.findById(id, tx),
  // Back to pending (reopen), the 2-day clock starts again.
  transition: (repos, id, move, tx) => repos.branches.transition(id, move.from, move.to, tx),
  recipient: ownerMobile,
  documents: (repos) => repos.documents,
  requiredDocuments: () => REQUIRED_STORE_DOCUMENTS,
};
