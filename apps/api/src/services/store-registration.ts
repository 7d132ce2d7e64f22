// A reviewer's correction of what a store registered with (FSSAI number, GSTIN, the owner's ID
// and contacts, the location), audited with what was written: the ID's last four only.
import { BRANCH_NOT_FOUND } from '@kirana/domain/branches';
import { type RegistrationBody } from '@kirana/domain/branch-rules';
import { notFound } from '../errors.js';
import type { AdminRow } from '../repositories/admins.js';
import type { BranchWithRegistration } from '../repositories/branches.js';
import type { ReviewDeps } from './review/kind.js';

export async function updateRegistration(
  deps: Pick<ReviewDeps, 'repos' | 'audited'>,
  admin: AdminRow,
  branchId: string,
  body: RegistrationBody,
): Promise<BranchWithRegistration> {
  return deps.audited(
    admin,
    async (tx) => {
      const updated = await deps.repos.branches.updateRegistration(
        branchId,
        {
          ownerPhone: body.ownerPhone,
          ownerEmail: body.ownerEmail,
          fssaiNumber: body.fssaiNumber,
          gstin: body.gstin,
          governmentIdType: body.governmentIdType,
          governmentIdLast4: body.governmentIdLast4,
          latitude: body.latitude,
          longitude: body.longitude,
        },
        tx,
      );
      if (!updated) throw notFound(BRANCH_NOT_FOUND);
      return updated;
    },
    (branch) => ({
      action: 'edit-registration',
      entity: 'branch',
      entityId: branch.id,
      // The ID's last four only, like the row: the full number is never kept anywhere.
      details: { name: branch.name, ...body },
    }),
  );
}
