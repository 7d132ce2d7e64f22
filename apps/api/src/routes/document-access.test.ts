// Who opened which ID, for real (issue 36, item 5): a document's bytes are served only to a
// signed-in admin whose role reviews documents, on the admin's own token, and each opening is
// recorded as that admin. No link stands in for the token: the signed links of before open
// nothing, and a deactivated admin's token is refused.
import { createHmac } from 'node:crypto';
import { withParams } from '@kirana/domain/catalogue';
import { PERMISSION_MISSING } from '@kirana/domain/team';
import { API_AUTHENTICATION_REQUIRED, API_TOKEN_INVALID } from '@kirana/domain/auth';
import { describe, expect, test } from 'vitest';
import { TEST_SECRET, useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, makeImage, storedDocument, insertApplication } from '../testing/fixtures.js';

describe.skipIf(!DATABASE_AVAILABLE)(`opening a document (${TEST_DB})`, () => {
  const t = useTestApp();

  /** A pending store with its government ID (a JPEG) stored privately. */
  async function storeWithId() {
    const jpeg = await makeImage('jpeg', 40, 30);
    const branch = await insertStore(t.repos, { status: 'pending' });
    const file = await storedDocument(t, jpeg);
    const { document } = await t.db.transaction((tx) =>
      t.repos.documents.put({ parentId: branch.id, kind: 'government_id', ...file }, tx),
    );
    return { branch, document, key: file.storageKey, jpeg };
  }

  const open = (documentId: string, admin?: TestAdmin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/documents/${documentId}`,
      ...(admin ? { headers: admin.headers } : {}),
    });
  const views = () =>
    t.db.query<{ adminId: string; entity: string; entityId: string; details: object }>(
      `select admin_id as "adminId", entity, entity_id as "entityId", details
       from audit_log where action = 'view-document' order by at, id`,
    );

  test('without a session it is a 401, and nothing is recorded', async () => {
    const { document } = await storeWithId();
    expectError('openDocument', await open(document.id), 401, API_AUTHENTICATION_REQUIRED);
    expect(await views()).toEqual([]);
  });

  test('Catalogue and Support are refused (403 naming documents.review), and nothing is recorded', async () => {
    const { document } = await storeWithId();
    for (const role of ['Catalogue', 'Support'] as const) {
      const admin = await t.admin(undefined, role);
      expectError(
        'openDocument',
        await open(document.id, admin),
        403,
        withParams(PERMISSION_MISSING, { role, permission: 'documents.review' }),
      );
    }
    expect(await views()).toEqual([]);
  });

  test('a Reviewer gets the bytes, never cached, sandboxed, and the opening is theirs', async () => {
    const { branch, document, jpeg } = await storeWithId();
    const reviewer = await t.admin(undefined, 'Reviewer');
    const response = await open(document.id, reviewer);
    expectContract('openDocument', response, 200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(jpeg)).toBe(true);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="government_id/);
    expect(await views()).toEqual([
      {
        adminId: reviewer.id,
        entity: 'branch',
        entityId: branch.id,
        details: { documentId: document.id, kind: 'government_id' },
      },
    ]);
  });

  test('the Owner and then a Reviewer are two entries; the Reviewer again within 5 minutes is not a third', async () => {
    const { document } = await storeWithId();
    const owner = await t.admin();
    const reviewer = await t.admin(undefined, 'Reviewer');
    expect((await open(document.id, owner)).statusCode).toBe(200);
    expect((await open(document.id, reviewer)).statusCode).toBe(200);
    expect((await views()).map((row) => row.adminId)).toEqual([owner.id, reviewer.id]);
    expect((await open(document.id, reviewer)).statusCode).toBe(200);
    expect((await views()).map((row) => row.adminId)).toEqual([owner.id, reviewer.id]);
  });

  test('an unknown document is a 404; a store answer carries no link, only the document’s id', async () => {
    const { branch, document } = await storeWithId();
    const reviewer = await t.admin(undefined, 'Reviewer');
    expectError('openDocument', await open('3f2504e0-4f89-41d3-9a0c-0305e82c3301', reviewer), 404);
    expectError('openDocument', await open('not-an-id', reviewer), 400);
    const detail = expectContract<{ data: { documents: Record<string, unknown>[] } }>(
      'getBranch',
      await t.call('GET', `/api/admin/branches/${branch.id}`, reviewer.headers),
      200,
    ).data.documents;
    expect(detail.map((doc) => doc._id)).toEqual([document.id]);
    expect(JSON.stringify(detail)).not.toMatch(/signature|expires|\/api\/documents/);
    expect(detail[0]).not.toHaveProperty('url');
    expect(detail[0]).not.toHaveProperty('urlExpiresAt');
    expect(await views()).toEqual([]);
  });

  test('the signed link of before opens nothing, with or without a session', async () => {
    const { key } = await storeWithId();
    const reviewer = await t.admin(undefined, 'Reviewer');
    // The link as the API used to sign it: for this key and viewer, valid for five minutes.
    const expires = Math.floor(Date.now() / 1000) + 300;
    const signature = createHmac('sha256', TEST_SECRET)
      .update(`document\n${key}\n${reviewer.id}\n${expires}`)
      .digest('hex');
    const url = `/api/documents/${key}?expires=${expires}&signature=${signature}&viewer=${reviewer.id}`;
    for (const headers of [{}, reviewer.headers]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/^image\//);
    }
    expect(await views()).toEqual([]);
  });

  test('a deactivated admin’s token is refused (401), and nothing is recorded', async () => {
    const { document } = await storeWithId();
    const reviewer = await t.admin(undefined, 'Reviewer');
    expect((await open(document.id, reviewer)).statusCode).toBe(200);
    await t.repos.admins.setDeactivated(reviewer.id, true);
    expectError('openDocument', await open(document.id, reviewer), 401, API_TOKEN_INVALID);
    expect(await views()).toHaveLength(1);
  });

  test('an application’s document opens the same way, recorded on the application', async () => {
    const application = await insertApplication(t.repos);
    const png = await makeImage('png');
    const file = await storedDocument(t, png, 'image/png');
    const { document } = await t.db.transaction((tx) =>
      t.repos.applicationDocuments.put({ parentId: application.id, kind: 'photo', ...file }, tx),
    );
    const owner = await t.admin();
    const response = await open(document.id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await views()).toEqual([
      {
        adminId: owner.id,
        entity: 'delivery-partner-application',
        entityId: application.id,
        details: { documentId: document.id, kind: 'photo' },
      },
    ]);
  });
});
