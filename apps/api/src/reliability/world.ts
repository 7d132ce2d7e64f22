// A small, complete world for the reliability suites (a branch with every kind of category
// and product, a default catalogue, a pending branch, an affiliate product, an upload ticket),
// and a valid request for every operation of the contract that needs a token.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { signUpload } from '../auth/upload-signature.js';
import type { BranchRow } from '../repositories/branches.js';
import type { CategoryRow } from '../repositories/categories.js';
import type { DefaultCategoryRow, DefaultProductRow } from '../repositories/catalogue.js';
import type { ProductRow } from '../repositories/products.js';
import type { AffiliateProductRow } from '../repositories/affiliate.js';
import { TEST_PUBLIC_URL, TEST_SECRET, type TestAdmin, type TestApp } from '../testing/app.js';
import {
  importedCategory,
  insertBranch,
  insertCustomCategory,
  insertCustomProduct,
  insertDefaultCategory,
  insertDefaultProduct,
  makeImage,
  multipart,
} from '../testing/fixtures.js';

export interface World {
  admin: TestAdmin;
  /** Approved; holds the categories and products below. */
  branch: BranchRow;
  /** Pending: approve, reject and set-status act on it. */
  pendingBranch: BranchRow;
  /** A default category the branch has not imported. */
  defaultCategory: DefaultCategoryRow;
  /** Imported, with one imported product and one default product left to import. */
  importedCategory: CategoryRow;
  importedProduct: ProductRow;
  defaultProductToImport: DefaultProductRow;
  /** Imported and empty: can be removed. */
  emptyImportedCategory: CategoryRow;
  /** Custom, with one custom product. */
  customCategory: CategoryRow;
  customProduct: ProductRow;
  /** Custom and empty: can be deleted. */
  emptyCustomCategory: CategoryRow;
  affiliateProduct: AffiliateProductRow;
  /** An uploaded affiliate image no product uses yet. */
  uploadedImageUrl: string;
  /** An issued upload ticket, not used: its signed URL (path and query). */
  ticketUrl: string;
  ticketKey: string;
  /** Real images: a PNG for multipart forms, a JPEG for the upload ticket. */
  png: Buffer;
  jpeg: Buffer;
}

/** Stores an uploaded affiliate image (an issued ticket, its file) and returns its key. */
async function uploadedKey(t: TestApp, adminId: string, png: Buffer): Promise<string> {
  const key = `affiliate/${randomUUID()}.jpg`;
  await t.repos.uploads.create({
    id: randomUUID(),
    key,
    adminId,
    expiresAt: new Date(Date.now() + 15 * 60 * 1000),
  });
  await t.repos.uploads.claim(key);
  await t.storage.put(key, png, 'image/jpeg');
  return key;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const admin = await t.admin();
  const { repos, db } = t;
  const png = await makeImage('png', 16, 16);
  const branch = await insertBranch(repos, { status: 'approved' });
  const pendingBranch = await insertBranch(repos, { status: 'pending' });
  const defaultCategory = await insertDefaultCategory(repos);
  await insertDefaultProduct(repos, defaultCategory.id);

  const imported = await importedCategory(repos, db, branch.id, 2);
  const [first, second] = imported.defaults;
  if (!first || !second) throw new Error('importedCategory made no default products');
  const [importedProduct] = await db.transaction((tx) =>
    repos.products.importDefaults(
      { branchId: branch.id, categoryId: imported.category.id, defaultProductIds: [first.id] },
      tx,
    ),
  );
  if (!importedProduct) throw new Error('no imported product');
  const emptyImported = await importedCategory(repos, db, branch.id, 0);

  const customCategory = await insertCustomCategory(repos, branch.id);
  const customProduct = await insertCustomProduct(repos, branch.id, customCategory.id);
  const emptyCustomCategory = await insertCustomCategory(repos, branch.id);

  const affiliateKey = await uploadedKey(t, admin.id, png);
  await repos.uploads.use(affiliateKey);
  const affiliateProduct = await repos.affiliate.create({
    name: 'Pressure cooker',
    imageKey: affiliateKey,
    affiliateLink: 'https://shop.example.com/cooker',
    isActive: true,
    createdBy: admin.id,
  });
  const uploadedImageUrl = t.storage.publicUrl(await uploadedKey(t, admin.id, png));

  const ticketKey = `affiliate/${randomUUID()}.jpg`;
  const expires = Math.floor(Date.now() / 1000) + 15 * 60;
  await repos.uploads.create({
    id: randomUUID(),
    key: ticketKey,
    adminId: admin.id,
    expiresAt: new Date(expires * 1000),
  });
  const ticketUrl = `/api/uploads/${ticketKey}?expires=${expires}&signature=${signUpload(TEST_SECRET, ticketKey, expires)}`;

  return {
    admin,
    branch,
    pendingBranch,
    defaultCategory,
    importedCategory: imported.category,
    importedProduct,
    defaultProductToImport: second,
    emptyImportedCategory: emptyImported.category,
    customCategory,
    customProduct,
    emptyCustomCategory,
    affiliateProduct,
    uploadedImageUrl,
    ticketUrl,
    ticketKey,
    png,
    jpeg: await makeImage('jpeg', 16, 16),
  };
}

export type Request = InjectOptions & {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  url: string;
};

/** A multipart form request (fields and one image under `fileField`). */
export function formRequest(
  url: string,
  fields: Record<string, string>,
  fileField: string,
  file: Buffer | null,
  filename = 'image.png',
  contentType = 'image/png',
): Request {
  const form = multipart(
    fields,
    file ? [{ name: fileField, filename, contentType, data: file }] : [],
  );
  return { method: 'POST', url, payload: form.payload, headers: form.headers };
}

export const customProductFields = (w: World): Record<string, string> => ({
  name: 'Ragi flour',
  description: 'Stone-ground finger millet.',
  price: '64.50',
  quantity: '1',
  unit: 'kg',
  isPacket: 'true',
  branchId: w.branch.id,
  categoryId: w.customCategory.id,
});

/**
 * A valid request for every operation that needs a token (without the token). The keys must
 * be exactly the contract's secured operationIds: the access-control suite checks it, so a new
 * protected endpoint cannot be added without a row here.
 */
export const protectedRequests: Record<string, (w: World) => Request> = {
  adminLogout: () => ({ method: 'POST', url: '/api/auth/admin/logout' }),
  getLoginImage: () => ({ method: 'GET', url: '/api/admin/login-image' }),
  getAdminProfile: () => ({ method: 'GET', url: '/api/admin/profile' }),
  getDeliveredOrdersCount: () => ({ method: 'GET', url: '/api/stats/orders/delivered' }),
  getCustomersCount: () => ({ method: 'GET', url: '/api/stats/customers' }),
  getActiveBranchesCount: () => ({ method: 'GET', url: '/api/stats/branches' }),
  listBranches: () => ({
    method: 'GET',
    url: '/api/admin/branches?status=pending&q=Store&page=1&pageSize=20',
  }),
  loginAsBranch: (w) => ({
    method: 'POST',
    url: '/api/admin/auth/login-as-branch',
    payload: { branchId: w.branch.id },
  }),
  approveBranch: (w) => ({
    method: 'PATCH',
    url: `/api/admin/branches/${w.pendingBranch.id}/approve`,
  }),
  rejectBranch: (w) => ({
    method: 'PATCH',
    url: `/api/admin/branches/${w.pendingBranch.id}/reject`,
  }),
  setBranchStatus: (w) => ({
    method: 'PATCH',
    url: `/api/admin/branch/${w.pendingBranch.id}/status`,
    payload: { status: 'approved' },
  }),
  listAffiliateProducts: () => ({ method: 'GET', url: '/api/affiliate/products' }),
  createAffiliateProduct: (w) => ({
    method: 'POST',
    url: '/api/affiliate/products',
    payload: {
      name: 'Steel tiffin box',
      imageUrl: w.uploadedImageUrl,
      affiliateLink: 'https://shop.example.com/tiffin',
      isActive: true,
    },
  }),
  updateAffiliateProduct: (w) => ({
    method: 'PATCH',
    url: `/api/affiliate/products/${w.affiliateProduct.id}`,
    payload: { name: 'Pressure cooker, 5 L', affiliateLink: 'https://shop.example.com/cooker-5' },
  }),
  deactivateAffiliateProduct: (w) => ({
    method: 'DELETE',
    url: `/api/affiliate/products/${w.affiliateProduct.id}`,
  }),
  getAffiliateUploadUrl: () => ({ method: 'GET', url: '/api/affiliate/upload-url' }),
  listBranchCategories: (w) => ({ method: 'GET', url: `/api/branch/${w.branch.id}/categories` }),
  createCustomCategory: (w) =>
    formRequest(
      `/api/branch/${w.branch.id}/categories`,
      { name: 'Puja items' },
      'categoryImage',
      w.png,
    ),
  removeImportedCategories: (w) => ({
    method: 'PUT',
    url: `/api/branch/${w.branch.id}/categories/remove-imported`,
    payload: { categoryIds: [w.emptyImportedCategory.id] },
  }),
  deleteCustomCategories: (w) => ({
    method: 'DELETE',
    url: `/api/branch/${w.branch.id}/categories/custom`,
    payload: { categoryIds: [w.emptyCustomCategory.id] },
  }),
  importDefaultCategories: (w) => ({
    method: 'POST',
    url: `/api/branch/${w.branch.id}/categories/import-default`,
    payload: { categoryIds: [w.defaultCategory.id] },
  }),
  listCategoryProducts: (w) => ({
    method: 'GET',
    url: `/api/branch/${w.branch.id}/categories/${w.importedCategory.id}/products`,
  }),
  importDefaultProducts: (w) => ({
    method: 'POST',
    url: `/api/branch/${w.branch.id}/categories/${w.importedCategory.id}/import-products`,
    payload: { productIds: [w.defaultProductToImport.id] },
  }),
  createCustomProduct: (w) =>
    formRequest(
      `/api/branch/${w.branch.id}/products`,
      customProductFields(w),
      'productImage',
      w.png,
    ),
  updateProduct: (w) => ({
    method: 'PUT',
    url: `/api/branch/products/${w.customProduct.id}`,
    payload: {
      name: 'Toor dal',
      description: 'Unpolished.',
      price: 150,
      quantity: 1,
      unit: 'kg',
      isPacket: true,
    },
  }),
  removeImportedProducts: (w) => ({
    method: 'PUT',
    url: `/api/branch/${w.branch.id}/products/remove-imported`,
    payload: { productIds: [w.importedProduct.id] },
  }),
  deleteCustomProducts: (w) => ({
    method: 'DELETE',
    url: `/api/branch/${w.branch.id}/products/custom`,
    payload: { productIds: [w.customProduct.id] },
  }),
  listDefaultCategories: () => ({ method: 'GET', url: '/api/admin/default-categories' }),
  listDefaultProducts: (w) => ({
    method: 'GET',
    url: `/api/admin/default-categories/${w.defaultCategory.id}/products`,
  }),
};

/** Valid requests of the public operations that take input (the bad-input suite mutates them). */
export const publicRequests: Record<string, (w: World) => Request> = {
  adminLogin: (w) => ({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { email: w.admin.email, password: 'correct horse battery', rememberMe: false },
  }),
  uploadAffiliateImage: (w) => ({
    method: 'PUT',
    url: w.ticketUrl,
    payload: w.jpeg,
    headers: { 'content-type': 'image/jpeg' },
  }),
  getMedia: (w) => ({
    method: 'GET',
    url: w.uploadedImageUrl.replace(TEST_PUBLIC_URL, ''),
  }),
  headMedia: (w) => ({
    method: 'HEAD',
    url: w.uploadedImageUrl.replace(TEST_PUBLIC_URL, ''),
  }),
  listPublicStores: (w) => ({
    method: 'GET',
    url: `/api/public/stores?pincode=${w.branch.pincode}`,
  }),
  createContactMessage: () => ({
    method: 'POST',
    url: '/api/contact-messages',
    payload: {
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      phone: '+91 98480 12345',
      subject: 'Feedback',
      message: 'The store finder helped.',
    },
  }),
};
