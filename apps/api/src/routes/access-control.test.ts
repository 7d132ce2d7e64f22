// Every admin operation of the contract against every role (issue 25): a role without the
// operation's `x-permission` is answered 403 with the rule naming what is missing; a role with
// it gets past the check (whatever the handler then says about the made-up ids). Read from the
// contract, so a new operation is covered the day it is added.
import { describe, expect, test } from 'vitest';
import { PERMISSIONS, ROLES, ROLE_PERMISSIONS, roleHas, type Role } from '@kirana/domain/team';
import { listOperations, loadContract, type Operation } from '../contract/contract.js';
import { checkPermissions } from '../contract/bind.js';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

const contract = loadContract();
const operations = listOperations(contract);
const adminOperations = operations.filter((op) => op.auth === 'admin');
const ID = '00000000-0000-4000-8000-000000000000';

/**
 * Permissions a handler checks beyond its operation's x-permission, for one option of the
 * request: erasing the registration's data with an answer (routes/data-rights.test.ts).
 */
const CHECKED_BY_HANDLERS: Readonly<Record<string, string>> = {
  'documents.erase': 'answerDataRequest',
};

/** The operation's URL with every path parameter filled (a UUID; the media key is a key). */
function urlOf(operation: Operation): string {
  return operation.path.replace(/\{(\w+)\}/g, () => ID);
}

describe('the contract names a permission for every admin operation', () => {
  test('each admin operation names one of the domain’s permissions, no other operation names one', () => {
    expect(adminOperations.length).toBeGreaterThan(40);
    expect(() => checkPermissions(operations)).not.toThrow();
    for (const op of adminOperations) expect(PERMISSIONS).toContain(op.permission);
    for (const op of operations.filter((o) => o.auth !== 'admin')) {
      expect(op.permission, op.operationId).toBeNull();
    }
  });

  test('an admin operation without a permission, or with an unknown one, stops the start', () => {
    const [first, ...rest] = adminOperations as [Operation, ...Operation[]];
    expect(() => checkPermissions([{ ...first, permission: null }, ...rest])).toThrow(
      `${first.operationId} names no x-permission`,
    );
    expect(() => checkPermissions([{ ...first, permission: 'stores.everything' }])).toThrow(
      /unknown permission "stores.everything"/,
    );
    const health = operations.find((op) => op.operationId === 'health') as Operation;
    expect(() => checkPermissions([{ ...health, permission: 'account' }])).toThrow(
      /health is not an admin operation/,
    );
  });

  test('the contract’s roles and permissions are the domain’s', () => {
    const schemas = contract.components.schemas;
    expect(schemas.Role?.enum).toEqual([...ROLES]);
    expect(schemas.Permission?.enum).toEqual([...PERMISSIONS]);
  });

  test('the Owner may do everything; every permission is used by an operation', () => {
    expect([...ROLE_PERMISSIONS.Owner].sort()).toEqual([...PERMISSIONS].sort());
    const used = new Set([
      ...adminOperations.map((op) => op.permission),
      ...Object.keys(CHECKED_BY_HANDLERS),
    ]);
    for (const permission of PERMISSIONS) expect(used, permission).toContain(permission);
    // Each permission a handler checks belongs to an operation of the contract.
    for (const operationId of Object.values(CHECKED_BY_HANDLERS))
      expect(adminOperations.map((op) => op.operationId)).toContain(operationId);
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(
  `access control: every operation, every role (${TEST_DB})`,
  () => {
    const t = useTestApp();

    async function team(): Promise<Record<Role, TestAdmin>> {
      const entries = await Promise.all(
        ROLES.map(async (role) => [role, await t.admin(`${role.toLowerCase()}@kirana.test`, role)]),
      );
      return Object.fromEntries(entries) as Record<Role, TestAdmin>;
    }

    test('a role without the permission gets 403 naming it; a role with it gets past the check', async () => {
      const admins = await team();
      const outcomes: string[] = [];
      // Logout ends the session the other calls use: it goes last.
      const order = [...adminOperations].sort(
        (a, b) => Number(a.operationId === 'adminLogout') - Number(b.operationId === 'adminLogout'),
      );
      for (const op of order) {
        const permission = op.permission as (typeof PERMISSIONS)[number];
        for (const role of ROLES) {
          const response = await t.app.inject({
            method: op.method.toUpperCase() as 'GET',
            url: urlOf(op),
            headers: admins[role].headers,
          });
          if (roleHas(role, permission)) {
            expect(response.statusCode, `${op.operationId} as ${role}`).not.toBe(403);
            expect(response.statusCode, `${op.operationId} as ${role}`).not.toBe(401);
            outcomes.push(`${op.operationId} ${role} allowed`);
          } else {
            const body = expectError(op.operationId, response, 403);
            expect(body).toMatchObject({
              code: 'FORBIDDEN',
              rule: 'team.permissionMissing',
              params: { role, permission },
              message: `You do not have access to this: your role (${role}) does not include the ${permission} permission.`,
            });
            outcomes.push(`${op.operationId} ${role} refused`);
          }
        }
      }
      // Every role is refused something but the Owner, who is refused nothing.
      for (const role of ROLES) {
        const refused = outcomes.filter((o) => o.endsWith(`${role} refused`));
        if (role === 'Owner') expect(refused).toEqual([]);
        else expect(refused.length, role).toBeGreaterThan(0);
      }
    }, 120_000);

    test('the profile carries the role and its permissions', async () => {
      const admins = await team();
      for (const role of ROLES) {
        const response = await t.call('GET', '/api/admin/profile', admins[role].headers);
        expect(response.statusCode).toBe(200);
        expect(response.json().data.admin).toMatchObject({
          role,
          permissions: [...ROLE_PERMISSIONS[role]],
        });
      }
    });
  },
);
