// A store's opening hours and temporary closure: read with whether it is open now, and set by
// the store's owner or by the team (an audited write, the old and new hours in its entry).
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import { NO_HOURS, openState } from '@kirana/domain/store-hours';
import { REGISTRATION_NOT_FOUND } from '@kirana/domain/store-owners';
import type { StoreHoursBody } from '@kirana/domain/store-hours-rules';
import type { Schemas } from '../contract/types.js';
import type { Database, Queryable } from '../db/adapter.js';
import { notFound } from '../errors.js';
import type { AdminRow } from '../repositories/admins.js';
import type { Repositories } from '../repositories/index.js';
import { hoursOf, setHours } from '../repositories/store-finder.js';
import type { OwnerRow } from '../repositories/store-owners.js';
import { findOwnedStore } from '../repositories/store-registrations.js';
import { presentOpenState } from './store-finder.js';

export interface HoursDeps {
  db: Database;
  repos: Pick<Repositories, 'audit' | 'stores'>;
}

type StoreHours = Schemas['StoreHours'];

/** A store's hours as the contract answers them, with whether it is open now. */
export async function storeHours(db: Queryable, storeId: string): Promise<StoreHours | null> {
  const row = await hoursOf(db, storeId);
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
  who: { adminId: string | null; ownerId: string | null },
): Promise<StoreHours> {
  await deps.db.transaction(async (tx) => {
    const store = await deps.repos.stores.findById(storeId, tx);
    if (!store || !(await setHours(tx, storeId, body.hours, body.closure)))
      throw notFound(STORE_NOT_FOUND);
    await deps.repos.audit.record(
      {
        ...who,
        action: 'edit-hours',
        entity: 'branch',
        entityId: storeId,
        details: {
          name: store.name,
          hours: body.hours,
          closure: body.closure,
          ...(who.ownerId ? { by: 'owner' } : {}),
        },
      },
      tx,
    );
  });
  const saved = await storeHours(deps.db, storeId);
  if (!saved) throw notFound(STORE_NOT_FOUND);
  return saved;
}

export function setStoreHoursAsAdmin(
  deps: HoursDeps,
  admin: AdminRow,
  storeId: string,
  body: StoreHoursBody,
): Promise<StoreHours> {
  return save(deps, storeId, body, { adminId: admin.id, ownerId: null });
}

/** The owner's store (once submitted; a draft has no store to open or close). */
async function ownedStoreId(db: Queryable, owner: OwnerRow): Promise<string> {
  const store = await findOwnedStore(db, owner.id);
  if (!store) throw notFound(REGISTRATION_NOT_FOUND);
  return store.id;
}

export async function ownerStoreHours(deps: HoursDeps, owner: OwnerRow): Promise<StoreHours> {
  const hours = await storeHours(deps.db, await ownedStoreId(deps.db, owner));
  if (!hours) throw notFound(REGISTRATION_NOT_FOUND);
  return hours;
}

export async function setStoreHoursAsOwner(
  deps: HoursDeps,
  owner: OwnerRow,
  body: StoreHoursBody,
): Promise<StoreHours> {
  return save(deps, await ownedStoreId(deps.db, owner), body, {
    adminId: null,
    ownerId: owner.id,
  });
}
