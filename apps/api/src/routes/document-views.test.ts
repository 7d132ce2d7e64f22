// Who opened which ID (issue 25): an admin opening a store's or an application's document with
// their token records one audit entry (who, which document, of whom, when); reading a store,
// an application or the list of documents writes nothing; only the Owner reads the entries,
// in the activity log and on the store's and application's history.
import { PERMISSION_MISSING } from '@kirana/domain/team';
import { withParams } from '@kirana/domain/catalogue';
import { describe, expect, test } from 'vitest';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, makeImage, storedDocument, insertApplication } from '../testing/fixtures.js';
import type { Schemas } from '../contract/types.js';

interface Doc {
  _id: string;
  kind: string;
}
type Entry = Schemas['ActivityEntry'];

describe.skipIf(!DATABASE_AVAILABLE)(`document views (${TEST_DB})`, () => {
  const t = useTestApp();

  /** A store with its three documents and an application with its four. */
  async function world() {
    const jpeg = await makeImage('jpeg');
    const branch = await insertStore(t.repos, { status: 'pending' });
    for (const kind of ['shop_photo', 'fssai_certificate', 'government_id'] as const) {
      const file = await storedDocument(t, jpeg);
      await t.db.transaction((tx) =>
        t.repos.documents.put({ parentId: branch.id, kind, ...file }, tx),
      );
    }
    const application = await insertApplication(t.repos, { vehicle: 'motorbike' });
    for (const kind of ['government_id', 'address_proof', 'photo', 'driving_licence'] as const) {
      const file = await storedDocument(t, jpeg);
      await t.db.transaction((tx) =>
        t.repos.applicationDocuments.put({ parentId: application.id, kind, ...file }, tx),
      );
    }
    return { branch, application };
  }

  const storeDocs = async (admin: TestAdmin, id: string) =>
    expectContract<{ data: { documents: Doc[] } }>(
      'getBranch',
      await t.call('GET', `/api/admin/branches/${id}`, admin.headers),
      200,
    ).data.documents;
  const applicationDocs = async (admin: TestAdmin, id: string) =>
    expectContract<{ data: { documents: Doc[] } }>(
      'getPartnerApplication',
      await t.call('GET', `/api/admin/delivery-partners/applications/${id}`, admin.headers),
      200,
    ).data.documents;
  const open = (admin: TestAdmin, doc: Doc) =>
    t.call('GET', `/api/admin/documents/${doc._id}`, admin.headers);
  const activity = (admin: TestAdmin, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/activity?${query}`, headers: admin.headers });
  /** The activity entries `admin` reads (answered 200 by the contract). */
  const entriesOf = async (admin: TestAdmin, query: string) =>
    expectContract<{ data: { entries: Entry[] } }>(
      'listActivity',
      await activity(admin, query),
      200,
    ).data.entries;
  /** `admin` asks who opened the documents of the store `branchId`. */
  const storeViews = (admin: TestAdmin, branchId: string) =>
    t.call('GET', `/api/admin/document-views?entity=branch&entityId=${branchId}`, admin.headers);
  const viewRows = () =>
    t.db.query<{ adminId: string; entity: string; entityId: string; details: object }>(
      `select admin_id as "adminId", entity, entity_id as "entityId", details
       from audit_log where action = 'view-document' order by at, id`,
    );

  test('opening each kind of document records who opened which document of whom, and when', async () => {
    const { branch, application } = await world();
    const reviewer = await t.admin(undefined, 'Reviewer');
    const stores = await storeDocs(reviewer, branch.id);
    const applications = await applicationDocs(reviewer, application.id);
    // Reading the store and the application (their document lists) wrote nothing.
    expect(await viewRows()).toEqual([]);
    expect(await t.repos.audit.list()).toEqual([]);

    const before = Date.now();
    for (const doc of [...stores, ...applications]) {
      expect((await open(reviewer, doc)).statusCode).toBe(200);
    }
    const rows = await viewRows();
    expect(rows).toEqual([
      ...stores.map((doc) => ({
        adminId: reviewer.id,
        entity: 'branch',
        entityId: branch.id,
        details: { documentId: doc._id, kind: doc.kind },
      })),
      ...applications.map((doc) => ({
        adminId: reviewer.id,
        entity: 'delivery-partner-application',
        entityId: application.id,
        details: { documentId: doc._id, kind: doc.kind },
      })),
    ]);
    expect(rows.map((row) => (row.details as { kind: string }).kind)).toEqual([
      'shop_photo',
      'fssai_certificate',
      'government_id',
      'government_id',
      'address_proof',
      'photo',
      'driving_licence',
    ]);

    // The same admin opening it again soon (the screen shown again) is not a second entry;
    // another admin's opening is.
    await open(reviewer, stores[2] as Doc);
    await open(reviewer, (await storeDocs(reviewer, branch.id))[2] as Doc);
    expect(await viewRows()).toHaveLength(7);
    const owner = await t.admin();
    await open(owner, (await storeDocs(owner, branch.id))[2] as Doc);
    expect(await viewRows()).toHaveLength(8);

    // The Owner reads them in the activity log, filtered to document views, with words and time.
    const views = await entriesOf(
      owner,
      `action=view-document&entity=branch&entityId=${branch.id}`,
    );
    expect(views.map((entry) => [entry.admin?._id, entry.summary])).toEqual([
      [owner.id, "Opened Owner's government ID"],
      [reviewer.id, "Opened Owner's government ID"],
      [reviewer.id, 'Opened FSSAI certificate'],
      [reviewer.id, 'Opened Shop photo'],
    ]);
    expect(views.every((entry) => entry.entityName === branch.name)).toBe(true);
    expect(Date.parse(views.at(-1)?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const partnerViews = await entriesOf(
      owner,
      `action=view-document&entity=delivery-partner-application`,
    );
    expect(partnerViews).toHaveLength(4);
    // The store's screen reads the same entries through the Owner's own operation.
    const onStore = expectContract<{ data: { entries: Entry[] } }>(
      'listDocumentViews',
      await storeViews(owner, branch.id),
      200,
    ).data.entries;
    expect(onStore).toEqual(views);
  });

  test('only the Owner reads document views: other roles neither see nor ask for them', async () => {
    const { branch } = await world();
    const reviewer = await t.admin(undefined, 'Reviewer');
    for (const doc of await storeDocs(reviewer, branch.id)) await open(reviewer, doc);
    const support = await t.admin(undefined, 'Support');

    // Support reads the activity log, but not who opened which document.
    const error = expectError(
      'listActivity',
      await activity(support, 'action=view-document'),
      403,
      withParams(PERMISSION_MISSING, { role: 'Support', permission: 'documents.views' }),
    );
    expect(error.code).toBe('FORBIDDEN');
    const all = await entriesOf(support, `entity=branch&entityId=${branch.id}`);
    expect(all.map((entry) => entry.action)).not.toContain('view-document');
    for (const role of ['Reviewer', 'Support', 'Catalogue'] as const) {
      const admin =
        role === 'Reviewer'
          ? reviewer
          : role === 'Support'
            ? support
            : await t.admin(undefined, role);
      expectError(
        'listDocumentViews',
        await storeViews(admin, branch.id),
        403,
        withParams(PERMISSION_MISSING, { role, permission: 'documents.views' }),
      );
    }
    // Nor does anybody's store history, the Owner's included (the Owner reads them filtered).
    const owner = await t.admin();
    const history = expectContract<{ data: { history: Entry[] } }>(
      'getBranch',
      await t.call('GET', `/api/admin/branches/${branch.id}`, owner.headers),
      200,
    ).data.history;
    expect(history.map((entry) => entry.action)).not.toContain('view-document');
    // Support still gets no documents, so it can open none.
    expect(await storeDocs(support, branch.id)).toEqual([]);
    // The Owner's unfiltered log shows them.
    const ownerAll = await entriesOf(owner, `entity=branch&entityId=${branch.id}`);
    expect(ownerAll.filter((entry) => entry.action === 'view-document')).toHaveLength(3);
  });
});
