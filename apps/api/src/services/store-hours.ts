// A store's opening hours and temporary closure: read with whether it is open now, and set by
// the store's owner or by the team (an audited write, the old and new hours in its entry).
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import { NO_HOURS, openState } from '@kirana/domain/store-hours';
import { REGISTRATION_NOT_FOUND } from '@kirana/domain/store-owners';
import type { StoreHoursBody } from '@kirana/domain/store-hours-rules';
import type { Schemas } from '../contract/types.js';
import { notFound } from '../errors.js';
import type { AdminRow } from '../repositories/admins.js';
import type { Repositories } from '../repositories/index.js';
import type { OwnerRow } from '../repositories/store-owners.js';
import type { Audited } from './audited.js';
import { presentOpenState } from './store-finder.js';

export interface HoursDeps {
  audited: Audited;
  repos: Pick<Repositories, 'stores' | 'storeFinder' | 'storeRegistrations'>;
}

type StoreHours = Schemas['StoreHours'];

/** A store's hours as the contract answers them, with whether it is open now. */
export async function storeHours(
  repos: Pick<Repositories, 'storeFinder'>,
  storeId: string,
): Promise<StoreHours | null> {
  const row = await repos.storeFinder.hoursOf(storeId);
  if (!row) return null;
  return {
    hours: row.hours as StoreHours['hours'],
    closure: row.closure,
    open: presentOpenState(openState(row.hours ?? NO_HOURS, row.closure, new Date())),
  };
}

/** Sets the hours in one transaction with its audit entry, by an admin or by the owner. */
async function save(
  deps: HoursDeps,
  storeId: string,
  body: StoreHoursBody,
  who: { admin: Pick<AdminRow, 'id'> } | { owner: Pick<OwnerRow, 'id'> },
): Promise<StoreHours> {
  const byOwner = 'owner' in who;
  await deps.audited(
    byOwner ? 'the owner' : who.admin,
    async (tx) => {
      const store = await deps.repos.stores.findById(storeId, tx);
      const before = await deps.repos.storeFinder.hoursOf(storeId, tx);
      if (
        !store ||
        !before ||
        !(await deps.repos.storeFinder.setHours(storeId, body.hours, body.closure, tx))
      )
        throw notFound(STORE_NOT_FOUND);
      return { store, before };
    },
    ({ store, before }) => ({
      adminId: byOwner ? null : who.admin.id,
      ownerId: byOwner ? who.owner.id : null,
      action: 'edit-hours',
      entity: 'branch',
      entityId: storeId,
      details: {
        name: store.name,
        hours: body.hours,
        closure: body.closure,
        before: { hours: before.hours, closure: before.closure },
        ...(byOwner ? { by: 'owner' } : {}),
      },
    }),
  );
  const saved = await storeHours(deps.repos, storeId);
  if (!saved) throw notFound(STORE_NOT_FOUND);
  return saved;
}

export function setStoreHoursAsAdmin(
  deps: HoursDeps,
  admin: AdminRow,
  storeId: string,
  body: StoreHoursBody,
): Promise<StoreHours> {
  return save(deps, storeId, body, { admin });
}

/** The owner's store (once submitted; a draft has no store to open or close). */
async function ownedStoreId(
  repos: Pick<Repositories, 'storeRegistrations'>,
  owner: OwnerRow,
): Promise<string> {
  const store = await repos.storeRegistrations.findOwnedStore(owner.id);
  if (!store) throw notFound(REGISTRATION_NOT_FOUND);
  return store.id;
}

export async function ownerStoreHours(deps: HoursDeps, owner: OwnerRow): Promise<StoreHours> {
  const hours = await storeHours(deps.repos, await ownedStoreId(deps.repos, owner));
  if (!hours) throw notFound(REGISTRATION_NOT_FOUND);
  return hours;
}

export async function setStoreHoursAsOwner(
  deps: HoursDeps,
  owner: OwnerRow,
  body: StoreHoursBody,
): Promise<StoreHours> {
  return save(deps, await ownedStoreId(deps.repos, owner), body, { owner });
}
