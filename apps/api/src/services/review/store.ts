// The store kind of the review desk: the store rules of `@kirana/domain/review` (pending →
// approved or rejected, approved → suspended → approved, rejected → pending), the owner's
// messages, and how a store is found, moved and reached (the registration's mobile, else the
// store's phone when it is a mobile). Audited as `branch`, the entity the seed's log names.
import { ERASED_TEXT } from '@kirana/domain/rights';
import {
  STORE_DATA_ERASED,
  STORE_NOT_FOUND,
  REQUIRED_STORE_DOCUMENTS,
  transitionRefusedMessage,
  type StoreDecision,
  type StoreDocumentKind,
  type StoreReason,
  type StoreStatus,
} from '@kirana/domain/stores';
import { indianMobileDigits } from '@kirana/domain/mobile';
import { STORE_REVIEW } from '@kirana/domain/review';
import type { Queryable } from '../../db/adapter.js';
import { conflict } from '../../errors.js';
import type { StoreRow } from '../../repositories/stores.js';
import { statusLink } from '../owner-registration.js';
import type { Recipient, ReviewDeps, ReviewKind } from './kind.js';

/**
 * The owner: the registration's mobile, else the store's phone when it is a mobile (an SMS
 * cannot go to a landline), in the store's language, with the link to its status page and, for
 * a rejection, the documents the reviewer marked unclear.
 */
async function owner(
  deps: ReviewDeps,
  store: StoreRow,
  decision: StoreDecision,
  tx: Queryable,
): Promise<Recipient | null> {
  const registered = await deps.repos.stores.findWithRegistration(store.id, tx);
  const mobile =
    indianMobileDigits(registered?.ownerPhone ?? '') ?? indianMobileDigits(store.phone);
  if (!mobile) return null;
  const language = registered?.language ?? 'en';
  const unclear =
    decision === 'reject'
      ? (await deps.repos.documents.listOf(store.id, tx))
          .filter((document) => document.reviewState === 'unclear')
          .map((document) => document.kind)
      : [];
  return {
    phone: `+91${mobile}`,
    language,
    params: {
      link: statusLink({ siteUrl: deps.siteUrl }, language),
      ...(unclear.length > 0 ? { documents: unclear } : {}),
    },
  };
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
  notFound: STORE_NOT_FOUND,
  refused: transitionRefusedMessage,
  find: (repos, id, tx) => repos.stores.findById(id, tx),
  // Back to pending (reopen), the 2-day clock starts again. A store whose data was erased at
  // its owner's request (issue 40) is never listed or reviewed again: it stays suspended.
  transition: async (repos, id, move, tx) => {
    if (move.to === 'approved' || move.to === 'pending') {
      const store = await repos.stores.findWithRegistration(id, tx);
      if (store && store.ownerId === null && store.ownerName === ERASED_TEXT)
        throw conflict(STORE_DATA_ERASED);
    }
    return repos.stores.transition(id, move.from, move.to, tx);
  },
  recipient: owner,
  documents: (repos) => repos.documents,
  requiredDocuments: () => REQUIRED_STORE_DOCUMENTS,
};
