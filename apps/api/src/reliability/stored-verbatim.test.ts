// Text that looks like SQL, HTML or script is data: it is stored and answered exactly as sent
// (no escaping on the way in, no error, no effect on other rows). The apps render it as text
// (e2e/security checks that in a browser).
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { afterAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../testing/app.js';
import { expectContract } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, multipart, productFormFields } from '../testing/fixtures.js';
import { ATTACK_STRINGS } from './invalid.js';
import { counts, figure } from './support.js';
import { buildWorld, formRequest } from './world.js';

describe.skipIf(!DATABASE_AVAILABLE)(`attack-looking text is stored verbatim (${TEST_DB})`, () => {
  const t = useTestApp();

  test.each(ATTACK_STRINGS)('%s', async (text) => {
    const world = await buildWorld(t);
    const headers = world.admin.headers;
    const other = await insertStore(t.repos, { status: 'approved' });
    const before = await counts(t.db, ['branches', 'admins', 'default_categories']);

    // Custom category, read back through the list.
    const categoryForm = formRequest(
      `/api/branch/${world.branch.id}/categories`,
      { name: text },
      'categoryImage',
      world.png,
    );
    const category = expectContract<{ data: { category: { _id: string; name: string } } }>(
      'createCustomCategory',
      await t.app.inject({
        ...categoryForm,
        headers: { ...(categoryForm.headers as object), ...headers },
      }),
      201,
    ).data.category;
    expect(category.name).toBe(text);
    const categories = expectContract<{ data: { categories: { _id: string; name: string }[] } }>(
      'listBranchCategories',
      await t.app.inject({
        method: 'GET',
        url: `/api/branch/${world.branch.id}/categories`,
        headers,
      }),
      200,
    ).data.categories;
    expect(categories.find((c) => c._id === category._id)?.name).toBe(text);

    // Custom product (name and description), read back through its category.
    const productForm = formRequest(
      `/api/branch/${world.branch.id}/products`,
      productFormFields(
        { name: text, description: `${text} ${text}`, price: '12.50' },
        world.branch.id,
        category._id,
      ),
      'productImage',
      world.png,
    );
    expectContract(
      'createCustomProduct',
      await t.app.inject({
        ...productForm,
        headers: { ...(productForm.headers as object), ...headers },
      }),
      201,
    );
    const products = expectContract<{
      data: { products: { name: string; description: string }[] };
    }>(
      'listCategoryProducts',
      await t.app.inject({
        method: 'GET',
        url: `/api/branch/${world.branch.id}/categories/${category._id}/products`,
        headers,
      }),
      200,
    ).data.products;
    expect(products.map((p) => [p.name, p.description])).toEqual([[text, `${text} ${text}`]]);

    // Affiliate product, read back through the list.
    expectContract(
      'createAffiliateProduct',
      await t.app.inject({
        method: 'POST',
        url: '/api/affiliate/products',
        headers,
        payload: {
          name: text,
          imageUrl: world.uploadedImageUrl,
          affiliateLink: 'https://shop.example.com/x',
        },
      }),
      201,
    );
    const affiliate = expectContract<{ data: { affiliateProducts: { name: string }[] } }>(
      'listAffiliateProducts',
      await t.app.inject({ method: 'GET', url: '/api/affiliate/products', headers }),
      200,
    ).data.affiliateProducts;
    expect(affiliate.map((p) => p.name)).toContain(text);

    // A contact message, as stored.
    const contact = expectContract<{ data: { contactMessage: { _id: string } } }>(
      'createContactMessage',
      await t.app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        payload: { name: text, email: 'x@example.in', subject: 'Other', message: text },
      }),
      201,
    ).data.contactMessage;
    const [stored] = await t.db.query<{ name: string; message: string }>(
      'select name, message from contact_messages where id = $1',
      [contact._id],
    );
    expect(stored).toEqual({ name: text, message: text });

    // A delivery-partner application, as its reviewer reads it, and searched for.
    const applicationForm = multipart(
      {
        name: text,
        phone: '9123456780',
        pincode: '500072',
        vehicle: 'on_foot',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeLanguage: 'en',
      },
      ['governmentId', 'addressProof', 'photo'].map((name) => ({
        name,
        filename: `${name}.png`,
        contentType: 'image/png',
        data: world.png,
      })),
    );
    const application = expectContract<{ data: { application: { _id: string } } }>(
      'applyAsDeliveryPartner',
      await t.app.inject({
        method: 'POST',
        url: '/api/delivery-partners/applications',
        payload: applicationForm.payload,
        headers: applicationForm.headers,
      }),
      201,
    ).data.application;
    const review = expectContract<{ data: { application: { name: string } } }>(
      'getPartnerApplication',
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/delivery-partners/applications/${application._id}`,
        headers,
      }),
      200,
    ).data.application;
    expect(review.name).toBe(text);
    expectContract(
      'listPartnerApplications',
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/delivery-partners/applications?q=${encodeURIComponent(text.slice(0, 100))}`,
        headers,
      }),
      200,
    );

    // Searching with it finds nothing and breaks nothing.
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/branches?q=${encodeURIComponent(text.slice(0, 100))}`,
      headers,
    });
    expectContract('listBranches', search, 200);
    expect(await counts(t.db, ['branches', 'admins', 'default_categories'])).toEqual(before);
    expect(await t.repos.stores.findById(other.id)).not.toBeNull();
  });

  afterAll(() => {
    figure(
      `stored verbatim (${TEST_DB})`,
      `${ATTACK_STRINGS.length} SQL/HTML/script strings as category, product and affiliate names, product descriptions and contact messages: stored and answered byte for byte, no other row touched`,
    );
  });
});
