// POST /api/admin/auth/login-as-branch: the dashboard's lookup card verifies a branch id (an
// audited call, as the specification has it) and opens the store; the store's screen then reads
// it with GET /api/admin/branches/{branchId}, which writes nothing.

import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { Branch } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';

export async function loginAsBranch(branchId: string): Promise<Branch> {
  const { data } = await unwrap(
    api.POST('/api/admin/auth/login-as-branch', { body: { branchId } }),
  );
  return data.branch;
}

/** The branch lookup: verifies the id; the card then opens the store it answers. */
export function useLoginAsBranch() {
  return useMutation({ mutationFn: loginAsBranch });
}
