// A reviewer's correction of what a store registered with (FSSAI number, GSTIN, the owner's ID
// and contacts, the location), audited with what was written: the ID's last four only.
import { invalidFieldMessage } from '@kirana/domain/common';
import { FSSAI_TAKEN, STORE_NOT_FOUND } from '@kirana/domain/stores';
import { type RegistrationBody } from '@kirana/domain/store-rules';
import { conflict, notFound } from '../errors.js';
import type { AdminRow } from '../repositories/admins.js';
import type { StoreWithRegistration } from '../repositories/stores.js';
import type { ReviewDeps } from './review/kind.js';

export async function correctStoreDetails(
  deps: Pick<ReviewDeps, 'repos' | 'audited'>,
  admin: AdminRow,
  branchId: string,
  body: RegistrationBody,
): Promise<StoreWithRegistration> {
  return deps.audited(
    admin,
    async (tx) => {
      // Another store's number: said as such (the unique index would only say "a conflict").
      if (
        body.fssaiNumber &&
        (await deps.repos.storeRegistrations.fssaiTaken(body.fssaiNumber, branchId, tx))
      )
        throw conflict(invalidFieldMessage('fssaiNumber', FSSAI_TAKEN));
      const updated = await deps.repos.stores.updateRegisteredDetails(
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
      if (!updated) throw notFound(STORE_NOT_FOUND);
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
