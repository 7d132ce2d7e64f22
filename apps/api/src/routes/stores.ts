// Stores: the verification queue, one store for its reviewer, the lookup (login-as-branch),
// decisions, registration corrections, and documents with the reviewer's checklist; decisions
// and documents go through the review engine with the store kind.
import { invalidFieldMessage } from '@kirana/domain/common';
import {
  DECISION_DONE,
  DOCUMENT_REPLACED,
  DOCUMENT_REQUIRED,
  DOCUMENT_REVIEWED,
  REGISTRATION_UPDATED,
  STORE_RESPONSE_DAYS,
  type StoreDecision,
  type StoreReason,
  BRANCH_LOGIN_SUCCESS,
  STORE_NOT_FOUND,
} from '@kirana/domain/stores';
import { roleHas } from '@kirana/domain/team';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers, RequestOf } from '../contract/types.js';
import { badRequest, notFound } from '../errors.js';
import { decide, reviewDocument, reviewTrail, uploadDocument } from '../services/review/engine.js';
import type { DecisionBody } from '../services/review/kind.js';
import { storeReview } from '../services/review/store.js';
import { correctStoreDetails } from '../services/store-corrections.js';
import { ownerView } from '../services/owner-registration.js';
import type { Deps } from './deps.js';
import { DOCUMENT_LIMIT, readForm } from './multipart.js';
import {
  presentDocument,
  presentActivity,
  presentEarlierRejection,
  presentStoreMessages,
  presentStore,
  presentNotification,
  presentRegistration,
  seenBy,
} from './present.js';
import { countsWithAll } from '../repositories/review-queue.js';

type StoreHandlers = Pick<
  Handlers,
  | 'listBranches'
  | 'getBranch'
  | 'loginAsBranch'
  | 'approveBranch'
  | 'rejectBranch'
  | 'suspendBranch'
  | 'reinstateBranch'
  | 'reopenBranch'
  | 'setBranchStatus'
  | 'updateBranchRegistration'
  | 'uploadBranchDocument'
  | 'reviewBranchDocument'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function storeHandlers({ repos, services }: Deps): StoreHandlers {
  type DecisionOp =
    'approveBranch' | 'rejectBranch' | 'suspendBranch' | 'reinstateBranch' | 'reopenBranch';
  async function decideOn(
    request: RequestOf<DecisionOp | 'setBranchStatus'>,
    which: StoreDecision,
    body: DecisionBody<StoreReason>,
  ) {
    const admin = currentAdmin(request);
    const branch = await decide(
      services.review,
      storeReview,
      admin,
      request.params.branchId,
      which,
      body,
    );
    return {
      status: 'success' as const,
      message: DECISION_DONE[which],
      data: { branch: presentStore(branch, seenBy(admin)) },
    };
  }
  const decision = (which: StoreDecision) => (request: RequestOf<DecisionOp>) =>
    decideOn(request, which, request.body);

  return {
    async listBranches(request) {
      const { status, q, cursor, limit = 20 } = request.query;
      const overdueBefore = new Date(Date.now() - STORE_RESPONSE_DAYS * DAY_MS);
      const page = await repos.stores.list({ status, q, cursor, limit }, overdueBefore);
      const seen = seenBy(currentAdmin(request));
      return {
        status: 'success',
        data: {
          branches: page.branches.map((branch) => presentStore(branch, seen)),
          nextCursor: page.nextCursor,
          total: page.total,
          counts: countsWithAll(page.counts),
          overdue: page.overdue,
        },
      };
    },

    async getBranch(request) {
      const { branchId } = request.params;
      const branch = await repos.stores.findWithRegistration(branchId);
      if (!branch) throw notFound(STORE_NOT_FOUND);
      const [{ documents, history, notifications }, owner, earlierRejection] = await Promise.all([
        reviewTrail(services.review, storeReview, branch),
        branch.ownerId ? repos.storeOwners.findOwner(branch.ownerId) : null,
        branch.status === 'pending' ? repos.stores.lastRejection(branch.id) : null,
      ]);
      const admin = currentAdmin(request);
      const seen = seenBy(admin);
      return {
        status: 'success',
        data: {
          branch: presentStore(branch, seen),
          registration: presentRegistration(branch, seen),
          owner: owner && ownerView(owner),
          messages: presentStoreMessages(branch, notifications),
          earlierRejection: earlierRejection && presentEarlierRejection(earlierRejection),
          // A role that may not open documents (Support) does not even learn which there are.
          documents: roleHas(admin.role, 'documents.review') ? documents.map(presentDocument) : [],
          history: history.map((entry) => presentActivity(entry, seen)),
          notifications: notifications.map((row) => presentNotification(row, seen)),
        },
      };
    },

    async loginAsBranch(request) {
      const admin = currentAdmin(request);
      const { branchId } = request.body;
      const branch = await repos.stores.findById(branchId);
      if (!branch) throw notFound(STORE_NOT_FOUND);
      await services.audited(
        admin,
        async () => undefined,
        () => ({ action: 'login-as-branch', entity: 'branch', entityId: branch.id }),
      );
      return {
        status: 'success',
        message: BRANCH_LOGIN_SUCCESS,
        data: { branch: presentStore(branch, seenBy(admin)) },
      };
    },

    approveBranch: decision('approve'),
    rejectBranch: decision('reject'),
    suspendBranch: decision('suspend'),
    reinstateBranch: decision('reinstate'),
    reopenBranch: decision('reopen'),

    async setBranchStatus(request) {
      const { status, ...body } = request.body;
      return decideOn(request, status === 'approved' ? 'approve' : 'reject', body);
    },

    async updateBranchRegistration(request) {
      const branch = await correctStoreDetails(
        services.review,
        currentAdmin(request),
        request.params.branchId,
        request.body,
      );
      return {
        status: 'success',
        message: REGISTRATION_UPDATED,
        data: { registration: presentRegistration(branch, seenBy(currentAdmin(request))) },
      };
    },

    async uploadBranchDocument(request) {
      const form = await readForm(request, 'file', DOCUMENT_LIMIT);
      if (!form.file) throw badRequest(invalidFieldMessage('file', DOCUMENT_REQUIRED));
      const document = await uploadDocument(
        services.review,
        storeReview,
        currentAdmin(request),
        {
          id: request.params.branchId,
          documentKind: request.params.kind,
          file: { bytes: form.file, type: form.fileType },
        },
        request.log,
      );
      return {
        status: 'success',
        message: DOCUMENT_REPLACED,
        data: { document: presentDocument(document) },
      };
    },

    async reviewBranchDocument(request) {
      const document = await reviewDocument(services.review, storeReview, currentAdmin(request), {
        id: request.params.branchId,
        documentId: request.params.documentId,
        ...request.body,
      });
      return {
        status: 'success',
        message: DOCUMENT_REVIEWED,
        data: { document: presentDocument(document) },
      };
    },
  };
}
