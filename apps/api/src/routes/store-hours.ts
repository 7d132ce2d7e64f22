// A store's opening hours and temporary closure: the team's reads and writes on the store
// screen, and the owner's on /store-status (services/store-hours.ts).
import { HOURS_SAVED } from '@kirana/domain/store-hours';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import { currentAdmin, currentOwner } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import { notFound } from '../errors.js';
import {
  ownerStoreHours,
  setStoreHoursAsAdmin,
  setStoreHoursAsOwner,
  storeHours,
} from '../services/store-hours.js';
import type { Deps } from './deps.js';

type HoursHandlers = Pick<
  Handlers,
  'getBranchHours' | 'setBranchHours' | 'getOwnerStoreHours' | 'setOwnerStoreHours'
>;

export function storeHoursHandlers({ repos, services }: Deps): HoursHandlers {
  const deps = { audited: services.audited, repos };
  return {
    async getBranchHours(request) {
      currentAdmin(request);
      const hours = await storeHours(repos, request.params.branchId);
      if (!hours) throw notFound(STORE_NOT_FOUND);
      return { status: 'success', data: { storeHours: hours } };
    },

    async setBranchHours(request) {
      const saved = await setStoreHoursAsAdmin(
        deps,
        currentAdmin(request),
        request.params.branchId,
        request.body,
      );
      return { status: 'success', message: HOURS_SAVED, data: { storeHours: saved } };
    },

    async getOwnerStoreHours(request) {
      return {
        status: 'success',
        data: { storeHours: await ownerStoreHours(deps, currentOwner(request)) },
      };
    },

    async setOwnerStoreHours(request) {
      const saved = await setStoreHoursAsOwner(deps, currentOwner(request), request.body);
      return { status: 'success', message: HOURS_SAVED, data: { storeHours: saved } };
    },
  };
}
