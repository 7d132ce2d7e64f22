// Who sends the fuzz suite's requests: an admin of each role, the world's signed-in store owner,
// or nobody. Each request gets a token of its own (a new session), so a generated logout, "end
// my other sessions" or password change does not sign out the requests after it.
import { ROLES, type Role } from '@kirana/domain/team';
import { AUDIENCES, issueToken } from '../../auth/tokens.js';
import { TEST_SECRET, type TestApp } from '../../testing/app.js';
import { buildWorld, type World } from '../world.js';

export const CALLERS = [...ROLES, 'store owner', 'nobody'] as const;
export type Caller = (typeof CALLERS)[number];

export interface FuzzWorld {
  world: World;
  /** An admin of each role: the world's admin is the Owner. */
  admins: Record<Role, string>;
  /** Every id of a real row in the world (the pool a generated uuid is often taken from). */
  ids: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuids found anywhere in a value (the world's rows and their fields). */
function uuidsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && UUID.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) uuidsIn(item, found);
  else if (value && typeof value === 'object' && !Buffer.isBuffer(value))
    for (const item of Object.values(value)) uuidsIn(item, found);
  return found;
}

export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const world = await buildWorld(t);
  const admins = {
    Owner: world.admin.id,
    Reviewer: (await t.admin(undefined, 'Reviewer')).id,
    Catalogue: (await t.admin(undefined, 'Catalogue')).id,
    Support: (await t.admin(undefined, 'Support')).id,
  };
  return { world, admins, ids: [...uuidsIn({ world, admins })] };
}

const HOUR = 60 * 60 * 1000;

/** The Authorization header of a new session of the caller (none for nobody). */
export async function headersOf(
  t: TestApp,
  fuzzWorld: FuzzWorld,
  caller: Caller,
): Promise<Record<string, string>> {
  if (caller === 'nobody') return {};
  const expiresAt = new Date(Date.now() + HOUR);
  if (caller === 'store owner') {
    const ownerId = fuzzWorld.world.owner.id;
    const issued = await issueToken(TEST_SECRET, ownerId, expiresAt, AUDIENCES.owner);
    await t.db.query('insert into owner_sessions (id, owner_id, expires_at) values ($1, $2, $3)', [
      issued.jti,
      ownerId,
      expiresAt,
    ]);
    return { authorization: `Bearer ${issued.token}` };
  }
  const adminId = fuzzWorld.admins[caller];
  const issued = await issueToken(TEST_SECRET, adminId, expiresAt);
  await t.repos.sessions.create({ id: issued.jti, adminId, expiresAt });
  return { authorization: `Bearer ${issued.token}` };
}
