// The branch verification queue, lookup (login-as-branch), approve and reject.
import { loginAsBranchBodySchema } from '@kirana/domain/rules';
import {
  BRANCH_APPROVED,
  BRANCH_LOGIN_SUCCESS,
  BRANCH_NOT_FOUND,
  BRANCH_NOT_PENDING,
  BRANCH_REJECTED,
} from '@kirana/domain/messages';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import { conflict, notFound } from '../errors.js';
import type { Deps } from './deps.js';
import { presentBranch } from './present.js';
import { parseWith } from './validate.js';

type BranchHandlers = Pick<
  Handlers,
  'listBranches' | 'loginAsBranch' | 'approveBranch' | 'rejectBranch' | 'setBranchStatus'
>;

export function branchHandlers({ db, repos }: Deps): BranchHandlers {
  /** Pending becomes `status` (else 404 or 409), with its audit entry, in one transaction. */
  async function decide(adminId: string, branchId: string, status: 'approved' | 'rejected') {
    const branch = await db.transaction(async (tx) => {
      const result = await repos.branches.decide(branchId, status, tx);
      if (result === 'not-found') throw notFound(BRANCH_NOT_FOUND);
      if (result === 'not-pending') throw conflict(BRANCH_NOT_PENDING);
      await repos.audit.record(
        {
          adminId,
          action: status === 'approved' ? 'approve' : 'reject',
          entity: 'branch',
          entityId: result.id,
          details: { from: 'pending', to: status },
        },
        tx,
      );
      return result;
    });
    return {
      status: 'success' as const,
      message: status === 'approved' ? BRANCH_APPROVED : BRANCH_REJECTED,
      data: { branch: presentBranch(branch) },
    };
  }

  return {
    async listBranches(request) {
      const { status, q, page = 1, pageSize = 20 } = request.query;
      const { branches, total } = await repos.branches.list({ status, q, page, pageSize });
      return {
        status: 'success',
        data: { branches: branches.map(presentBranch), total, page, pageSize },
      };
    },

    async loginAsBranch(request) {
      const admin = currentAdmin(request);
      const { branchId } = parseWith(loginAsBranchBodySchema, request.body);
      const branch = await repos.branches.findById(branchId);
      if (!branch) throw notFound(BRANCH_NOT_FOUND);
      await repos.audit.record({
        adminId: admin.id,
        action: 'login-as-branch',
        entity: 'branch',
        entityId: branch.id,
      });
      return {
        status: 'success',
        message: BRANCH_LOGIN_SUCCESS,
        data: { branch: presentBranch(branch) },
      };
    },

    approveBranch: (request) =>
      decide(currentAdmin(request).id, request.params.branchId, 'approved'),
    rejectBranch: (request) =>
      decide(currentAdmin(request).id, request.params.branchId, 'rejected'),
    setBranchStatus: (request) =>
      decide(currentAdmin(request).id, request.params.branchId, request.body.status),
  };
}
