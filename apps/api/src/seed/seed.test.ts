import { describe, expect, test } from 'vitest';
import { CATALOGUE } from './catalogue.js';
import { registrationOf, STORES } from './stores.js';
import { registrationBodySchema } from '@kirana/domain/store-rules';
import { APPLICATIONS } from './delivery-partner-applications.js';
import { SITE_DRAFTS, SITE_STORES } from './site-registrations.js';
import { seedDemo } from './seed.js';
import { DEMO_TEAM } from './demo-team.js';
import { TEST_PUBLIC_URL, useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { expectContract } from '../testing/contract.js';
import { startsLikeADocument } from '../testing/sealed.js';
import { isSealed } from '../storage/encrypted.js';
import { isUnitAllowed } from '@kirana/domain/units';
import sharp from 'sharp';
import { categorySvg, productSvg, renderWebp } from './images.js';
import { idCardSvg } from './documents.js';
import { GOVERNMENT_ID_TYPES } from '@kirana/domain/stores';

describe('demo data', () => {
  test('a catalogue of at least 10 categories and 100 products, each valid', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(10);
    const products = CATALOGUE.flatMap((c) => c.products);
    expect(products.length).toBeGreaterThanOrEqual(100);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const p of products) {
      expect(isUnitAllowed(p.unit, p.isPacket), p.name).toBe(true);
      expect(Number.isInteger(p.quantity) && p.quantity > 0, p.name).toBe(true);
      expect(p.price > 0 && Math.round(p.price * 100) === p.price * 100, p.name).toBe(true);
    }
  });

  test('every ID card the demo draws shows at most the last 4 digits of its number (UIDAI)', () => {
    for (const type of GOVERNMENT_ID_TYPES) {
      const svg = idCardSvg({
        name: 'Lakshmi Devi',
        type,
        last4: '4821',
        birthYear: 1984,
        colour: '#1e5aa8',
      });
      const digits = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
        .map((match) => match[1] ?? '')
        .filter((text) => /\d/.test(text) && text !== '1984');
      expect(digits, type).toEqual([type === 'aadhaar' ? 'XXXX XXXX 4821' : '••••4821']);
    }
  });

  test('images are drawn without text, and the products of one category differ', async () => {
    for (const category of CATALOGUE) {
      const svgs = [
        categorySvg(category.colour, category.shape),
        ...category.products.map((p) => productSvg(p.name, category.colour, category.shape)),
      ];
      for (const svg of svgs) expect(svg, category.name).not.toMatch(/<text|<tspan|font-/);
      const products = await Promise.all(svgs.slice(1).map(renderWebp));
      const distinct = new Set(products.map((bytes) => bytes.toString('base64')));
      expect(distinct.size, category.name).toBe(category.products.length);
    }
  });

  test('at least 12 Hyderabad stores in every status, with +91 phones and 5000xx pincodes', () => {
    expect(STORES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STORES.map((s) => s.status))).toEqual(
      new Set(['approved', 'pending', 'rejected', 'suspended']),
    );
    for (const store of STORES) {
      expect(store.phone).toMatch(/^\+91 \d{5} \d{5}$/);
      expect(Number(store.pincode)).toBeGreaterThanOrEqual(500001);
      expect(Number(store.pincode)).toBeLessThanOrEqual(500100);
    }
  });

  test('every store registers with details the domain accepts, inside Hyderabad', () => {
    for (const [n, store] of STORES.entries()) {
      const { ownerEmail, ownerPhone, fssaiNumber, gstin, governmentIdType, governmentIdNumber } =
        registrationOf(store, n);
      const { latitude, longitude } = registrationOf(store, n);
      const parsed = registrationBodySchema.safeParse({
        ownerEmail,
        ownerPhone,
        fssaiNumber,
        gstin,
        governmentIdType,
        governmentIdNumber,
        latitude,
        longitude,
      });
      expect(parsed.error?.issues ?? [], store.name).toEqual([]);
    }
    // Some have a GSTIN, some pending stores are overdue and some are not.
    expect(STORES.some((store, n) => registrationOf(store, n).gstin !== null)).toBe(true);
    const pendingDays = STORES.filter((s) => s.status === 'pending').map((s) => s.daysAgo);
    expect(pendingDays.some((days) => days > 2)).toBe(true);
    expect(pendingDays.some((days) => days < 2)).toBe(true);
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`seedDemo (${TEST_DB})`, () => {
  const t = useTestApp();

  test('fills an empty database once; the stats are real counts; images are served', async () => {
    await t.admin('reviewer@kirana.test');
    const context = {
      db: t.db,
      repos: t.repos,
      storage: t.storage,
      documents: t.documents,
      config: t.config,
    };
    const summary = await seedDemo(context);
    const allStores = [...STORES, ...SITE_STORES];
    expect(summary).toMatchObject({
      defaultCategories: CATALOGUE.length,
      branches: allStores.length,
      siteDrafts: SITE_DRAFTS.length,
    });
    expect(await seedDemo(context)).toBeNull();

    // One admin per role besides the Owner, who can sign in with the printed password.
    for (const member of DEMO_TEAM) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: member.email, password: member.password },
      });
      expect(login.statusCode, member.email).toBe(200);
      expect(login.json().data.admin.role).toBe(member.role);
    }
    expect(DEMO_TEAM.map((member) => member.role)).toEqual(['Reviewer', 'Catalogue', 'Support']);

    const admin = await t.admin();
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(
      expectContract('getDeliveredOrdersCount', await get('/api/stats/orders/delivered'), 200),
    ).toBe(summary?.deliveredOrders);
    expect(expectContract('getActiveBranchesCount', await get('/api/stats/branches'), 200)).toBe(
      allStores.filter((s) => s.status === 'approved').length,
    );
    expect(
      expectContract('getCustomersCount', await get('/api/stats/customers'), 200),
    ).toBeGreaterThan(0);

    const categories = expectContract<{
      data: { defaultCategories: { _id: string; imageUrl: string }[] };
    }>('listDefaultCategories', await get('/api/admin/default-categories'), 200).data
      .defaultCategories;
    const first = categories[0];
    const products = expectContract<{ data: { defaultProducts: { imageUrl: string }[] } }>(
      'listDefaultProducts',
      await get(`/api/admin/default-categories/${first?._id ?? ''}/products`),
      200,
    ).data.defaultProducts;
    expect(products.length).toBeGreaterThan(5);
    const image = await t.app.inject({
      method: 'GET',
      url: (products[0]?.imageUrl ?? '').replace(TEST_PUBLIC_URL, ''),
    });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);

    const pending = expectContract<{ data: { total: number } }>(
      'listBranches',
      await get('/api/admin/branches?status=pending'),
      200,
    );
    expect(pending.data.total).toBe(allStores.filter((s) => s.status === 'pending').length);

    // Every store has its three documents, stored privately; a rejected one its reason.
    const rejected = STORES.find((s) => s.status === 'rejected' && s.unclear?.length);
    const rows = await t.db.query<{ id: string }>('select id from branches where name = $1', [
      rejected?.name,
    ]);
    const detail = expectContract<{
      data: {
        documents: { _id: string; kind: string; review: { state: string } }[];
        history: { summary: string; note: string | null }[];
      };
    }>('getBranch', await get(`/api/admin/branches/${rows[0]?.id ?? ''}`), 200).data;
    expect(detail.documents.map((doc) => doc.kind)).toEqual([
      'shop_photo',
      'fssai_certificate',
      'government_id',
    ]);
    expect(detail.documents.find((doc) => doc.kind === 'fssai_certificate')?.review.state).toBe(
      'unclear',
    );
    expect(detail.history[0]).toMatchObject({
      summary: 'Rejected: Unclear document',
      note: rejected?.note,
    });
    const document = await get(`/api/admin/documents/${detail.documents[0]?._id ?? ''}`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/jpeg');
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from branch_documents',
    );
    expect(n).toBe(allStores.length * 3);
    // Every document of the demo, stores' and applicants', is stored encrypted: nothing in the
    // data directory starts like a JPEG, a PNG, a WebP or a PDF.
    const stored = await t.rawDocuments.list();
    expect(stored.length).toBeGreaterThanOrEqual(n);
    for (const key of stored) {
      const object = await t.rawDocuments.get(key);
      expect(object && isSealed(object.body), key).toBe(true);
      expect(object && startsLikeADocument(object.body), key).toBe(false);
    }

    // Contact messages in every subject and both statuses; a history from the seed's own writes.
    const inbox = expectContract<{
      data: { contactMessages: { subject: string }[]; counts: { new: number; handled: number } };
    }>('listContactMessages', await get('/api/admin/contact-messages?limit=100'), 200).data;
    expect(new Set(inbox.contactMessages.map((m) => m.subject)).size).toBe(4);
    expect(inbox.counts.new).toBeGreaterThan(0);
    expect(inbox.counts.handled).toBeGreaterThan(0);
    // The inbox's conversations (issue 41): the contact messages by e-mail, an owner's in Telugu
    // on WhatsApp answered with a note, an owner's in Hindi overdue; canned replies in 3 languages.
    const conversations = expectContract<{
      data: {
        conversations: { language: string; channel: string; person: { name: string } }[];
        counts: { overdue: number; waiting: number; resolved: number };
      };
    }>('listConversations', await get('/api/admin/conversations?limit=100'), 200).data;
    expect(new Set(conversations.conversations.map((c) => c.language))).toEqual(
      new Set(['en', 'te', 'hi']),
    );
    expect(conversations.counts.overdue).toBeGreaterThan(0);
    expect(conversations.counts.waiting).toBe(1);
    expect(conversations.counts.resolved).toBeGreaterThan(0);
    expect(conversations.conversations[0]?.person.name).toBe('Syed Abdul Rahman');
    const canned = expectContract<{ data: { cannedReplies: { language: string }[] } }>(
      'listCannedReplies',
      await get('/api/admin/canned-replies'),
      200,
    ).data.cannedReplies;
    expect(canned.map((c) => c.language).sort()).toEqual([
      'en',
      'en',
      'en',
      'hi',
      'hi',
      'hi',
      'te',
      'te',
      'te',
    ]);
    const activity = expectContract<{ data: { entries: { action: string }[] } }>(
      'listActivity',
      await get('/api/admin/activity?limit=100'),
      200,
    ).data.entries;
    expect(new Set(activity.map((entry) => entry.action))).toEqual(
      new Set([
        'approve',
        'reject',
        'suspend',
        'review-document',
        'import',
        'mark-handled',
        // The site's owners: their submissions and a replaced document.
        'submit',
        'resubmit',
        'upload-document',
        // This test's own opening of a document above, recorded for the Owner to read.
        'view-document',
      ]),
    );

    // Delivery-partner applications in every status; re-applications follow the rejected ones.
    const applications = expectContract<{
      data: {
        applications: { _id: string; status: string; previousApplicationId: string | null }[];
        counts: Record<string, number>;
      };
    }>(
      'listPartnerApplications',
      await get('/api/admin/delivery-partners/applications?limit=100'),
      200,
    ).data;
    expect(applications.applications).toHaveLength(APPLICATIONS.length);
    expect(applications.counts.pending).toBeGreaterThan(0);
    expect(applications.counts.approved).toBeGreaterThan(0);
    expect(applications.counts.rejected).toBeGreaterThan(0);
    const reapplied = applications.applications.filter((a) => a.previousApplicationId);
    expect(reapplied.length).toBeGreaterThanOrEqual(2);
    const second = expectContract<{
      data: {
        documents: { kind: string }[];
        earlierApplications: { status: string; reason: string | null }[];
        notifications: { state: string }[];
      };
    }>(
      'getPartnerApplication',
      await get(`/api/admin/delivery-partners/applications/${reapplied[0]?._id}`),
      200,
    ).data;
    expect(second.earlierApplications[0]).toMatchObject({ status: 'rejected' });
    expect(second.earlierApplications[0]?.reason).not.toBeNull();
    expect(second.documents.length).toBeGreaterThanOrEqual(3);
    // Each decision's SMS: sent, and one refused by the webhook for an admin to retry.
    const states = await t.db.query<{ state: string; n: number }>(
      'select state, count(*)::int as n from notifications group by state order by state',
    );
    expect(states.map((row) => row.state)).toEqual(['failed', 'sent']);
  }, 60_000);

  test("the site's registrations: drafts and submitted stores in the funnel, a resubmitted store with its owner and earlier rejection", async () => {
    await t.admin('reviewer@kirana.test');
    await seedDemo(t);
    const admin = await t.admin();
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

    // Every registration started, submitted and approved falls in the funnel's eight weeks.
    const funnel = expectContract<{
      data: {
        weeks: { started: number; submitted: number; approved: number }[];
        answeredInTime: { answered: number; due: number };
      };
    }>('getOnboardingFunnel', await get('/api/admin/onboarding-funnel'), 200).data;
    const total = (key: 'started' | 'submitted' | 'approved') =>
      funnel.weeks.reduce((sum, week) => sum + week[key], 0);
    expect(total('started')).toBe(SITE_DRAFTS.length + SITE_STORES.length);
    // Each store's first submission and the one resubmission.
    expect(total('submitted')).toBe(SITE_STORES.length + 1);
    expect(total('approved')).toBe(SITE_STORES.filter((s) => s.status === 'approved').length);
    expect(funnel.weeks.filter((week) => week.started > 0).length).toBeGreaterThanOrEqual(5);
    // One approved late, the resubmission not yet due (counted among the submitted).
    expect(funnel.answeredInTime).toEqual({ answered: 2, due: 3 });
    expect(total('submitted') - funnel.answeredInTime.due).toBe(1);

    // Owners in each language; the resubmitted store shows its rejection beside the new photo.
    expect(new Set(SITE_STORES.map((store) => store.language))).toEqual(
      new Set(['en', 'hi', 'te']),
    );
    const resubmitted = SITE_STORES.find((store) => store.outcome.decision === 'reject');
    const [row] = await t.db.query<{ id: string }>('select id from branches where name = $1', [
      resubmitted?.name,
    ]);
    const detail = expectContract<{
      data: {
        branch: { status: string };
        owner: { phone: string; language: string } | null;
        messages: { language: string; channel: string | null };
        earlierRejection: { reason: string; unclearDocuments: { kind: string }[] } | null;
        documents: { kind: string; review: { state: string } }[];
        history: { summary: string; byOwner: boolean }[];
      };
    }>('getBranch', await get(`/api/admin/branches/${row?.id ?? ''}`), 200).data;
    expect(detail.branch.status).toBe('pending');
    expect(detail.owner).toMatchObject({ phone: '+91 ••••• •5603', language: 'te' });
    expect(detail.messages).toEqual({ language: 'te', channel: 'webhook' });
    expect(detail.earlierRejection).toMatchObject({
      reason: 'unclear_document',
      unclearDocuments: [{ kind: 'shop_photo' }],
    });
    expect(detail.documents.map((doc) => doc.review.state)).toEqual([
      'pending',
      'verified',
      'verified',
    ]);
    expect(detail.history.filter((entry) => entry.byOwner).map((entry) => entry.summary)).toEqual([
      'Resubmitted by the owner',
      'Uploaded Shop photo',
      'Submitted by the owner',
    ]);
  }, 60_000);

  test('does nothing on a database that has data', async () => {
    await t.db.query(
      "insert into branches (name, owner_name, phone, street, city, state, pincode, country) values ('x','y','z','s','Hyderabad','Telangana','500001','India')",
    );
    expect(await seedDemo(t)).toBeNull();
  });
});
