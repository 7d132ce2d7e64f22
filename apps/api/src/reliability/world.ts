// A small, complete world for the reliability suites (a branch with every kind of category
// and product, a default catalogue, a pending branch, an affiliate product, an upload ticket),
// and a valid request for every operation of the contract that needs a token.
import { AUDIENCES, issueToken } from '../auth/tokens.js';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { CATALOGUE_CSV_COLUMNS } from '@kirana/domain/inventory';
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { signUpload } from '../auth/signed-links.js';
import type { StoreRow } from '../repositories/stores.js';
import { newDocumentKey, newExportKey } from '../storage/storage.js';
import { strToU8, zipSync } from 'fflate';
import { hashToken, invite as inviteTeammate } from '../services/team.js';
import type { CategoryRow } from '../repositories/categories.js';
import type { DefaultCategoryRow, DefaultProductRow } from '../repositories/catalogue.js';
import type { ProductRow } from '../repositories/products.js';
import type { AffiliateProductRow } from '../repositories/affiliate.js';
import { TEST_PUBLIC_URL, TEST_SECRET, type TestAdmin, type TestApp } from '../testing/app.js';
import {
  importedCategory,
  insertStore,
  insertCustomCategory,
  insertCustomProduct,
  insertDefaultCategory,
  insertDefaultProduct,
  makeImage,
  multipart,
  storedDocument,
  insertApplication,
} from '../testing/fixtures.js';
import { preview as previewCatalogueUpload } from '../services/inventory/catalogue-upload.js';
import { receiveInbound } from '../services/conversations.js';
import { SMS_TEST_WEBHOOK } from '../testing/sms.js';
import { WHATSAPP_TEST_ENV, whatsAppSignature } from '../testing/whatsapp.js';
import { webhookEnvelope } from '../notifications/fakes/whatsapp-fake.js';

export interface World {
  admin: TestAdmin;
  /** Approved; holds the categories and products below. */
  branch: StoreRow;
  /** Pending: approve, reject and set-status act on it. */
  pendingBranch: StoreRow;
  /** Rejected (reopen acts on it) and suspended (reinstate). */
  rejectedBranch: StoreRow;
  suspendedBranch: StoreRow;
  /** The approved branch's FSSAI certificate (a private document). */
  documentId: string;
  /** Another live session of the admin (My account ends it). */
  adminOtherSessionId: string;
  /** A visitor's message, new. */
  contactMessageId: string;
  /** The owner's WhatsApp conversation (linked to their store, open), and a canned reply. */
  conversationId: string;
  /** A photo the owner sent in that conversation (its message's id). */
  conversationMediaId: string;
  cannedReplyId: string;
  /** A pending delivery-partner application and its government ID. */
  applicationId: string;
  applicationDocumentId: string;
  /** A notification that failed (a refused webhook): an admin may retry it. */
  failedNotificationId: string;
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
  /** A checked catalogue upload of the branch (one new product in its custom category). */
  catalogueUploadId: string;
  /** An uploaded affiliate image no product uses yet. */
  uploadedImageUrl: string;
  /** An issued upload ticket, not used: its signed URL (path and query). */
  ticketUrl: string;
  ticketKey: string;
  /** Real images: a PNG for multipart forms, a JPEG for the upload ticket. */
  png: Buffer;
  jpeg: Buffer;
  /**
   * A store owner signed in, with a complete draft (every field and document), a prepared "My
   * data" download and an open grievance (the Requests queue).
   */
  owner: { id: string; headers: { authorization: string } };
  dataRequestId: string;
  /** A Reviewer of the team (role change, deactivation) and a deactivated one (reactivation). */
  teammateId: string;
  deactivatedTeammateId: string;
  /** A waiting invite (resend, cancel) and the token of another one's link (read, accept). */
  inviteId: string;
  inviteToken: string;
}

/**
 * A store owner with a session, a store of theirs (suspended: its hours are theirs to set), and
 * a draft ready to submit (its documents stored).
 */
async function ownerWithDraft(t: TestApp, png: Buffer, storeId: string): Promise<World['owner']> {
  const [owner] = await t.db.query<{ id: string }>(
    `insert into store_owners (phone, language) values ('+919490012345', 'te') returning id`,
  );
  if (!owner) throw new Error('no owner');
  await t.db.query('update branches set owner_id = $1 where id = $2', [owner.id, storeId]);
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  const issued = await issueToken(TEST_SECRET, owner.id, expiresAt, AUDIENCES.owner);
  await t.db.query('insert into owner_sessions (id, owner_id, expires_at) values ($1, $2, $3)', [
    issued.jti,
    owner.id,
    expiresAt,
  ]);
  const [draft] = await t.db.query<{ id: string }>(
    `insert into store_registrations (owner_id, shop_name, street, city, pincode, latitude,
       longitude, owner_name, language, fssai_number, government_id_type, government_id_last4)
     values ($1, 'Sai Ram Kirana', '4-1-12, Abids Road', 'Hyderabad', '500001', 17.3874,
       78.4722, 'Sai Ram', 'te', '13623019876543', 'aadhaar', '4321')
     returning id`,
    [owner.id],
  );
  if (!draft) throw new Error('no draft');
  // The owner agreed to the privacy notice in force before the first step.
  await t.repos.storeOwners.recordConsent(owner.id, {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    language: 'te',
  });
  for (const kind of ['shop_photo', 'fssai_certificate', 'government_id']) {
    const key = newDocumentKey('png');
    await t.documents.put(key, png, 'image/png');
    await t.db.query(
      `insert into registration_documents (registration_id, kind, storage_key, content_type, size)
       values ($1, $2, $3, 'image/png', $4)`,
      [draft.id, kind, key, png.length],
    );
  }
  return { id: owner.id, headers: { authorization: `Bearer ${issued.token}` } };
}

/** The owner's "My data" download (ready), and an open grievance of theirs; its id. */
async function ownerRights(t: TestApp, ownerId: string): Promise<string> {
  const key = newExportKey();
  const zip = Buffer.from(zipSync({ 'my-data.json': strToU8('{}') }));
  await t.documents.put(key, zip, 'application/zip');
  await t.db.query(
    `insert into data_exports (owner_id, storage_key, size, created_at, expires_at)
     values ($1, $2, $3, now(), now() + interval '1 day')`,
    [ownerId, key, zip.length],
  );
  const [request] = await t.db.query<{ id: string }>(
    `insert into data_requests (owner_id, kind, message, due_at)
     values ($1, 'grievance', 'My store is not shown near Abids.', now() + interval '7 days')
     returning id`,
    [ownerId],
  );
  if (!request) throw new Error('no data request');
  return request.id;
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
  const branch = await insertStore(repos, { status: 'approved' });
  const pendingBranch = await insertStore(repos, { status: 'pending' });
  const rejectedBranch = await insertStore(repos, { status: 'rejected' });
  const suspendedBranch = await insertStore(repos, { status: 'suspended' });
  const documentFile = await storedDocument(t, png);
  const { document } = await db.transaction((tx) =>
    repos.documents.put({ parentId: branch.id, kind: 'fssai_certificate', ...documentFile }, tx),
  );
  const adminOtherSessionId = randomUUID();
  await repos.sessions.create({
    id: adminOtherSessionId,
    adminId: admin.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const contact = await repos.contact.create({
    name: 'Lakshmi',
    email: 'lakshmi@example.in',
    phone: null,
    subject: 'Feedback',
    message: 'The store finder helped.',
  });
  const canned = await repos.conversations.createCanned({
    shortcut: 'thanks',
    language: 'en',
    title: 'Thanks',
    body: 'Thank you for writing to us.',
  });
  if (!canned) throw new Error('no canned reply');
  const application = await insertApplication(repos);
  const applicationFile = await storedDocument(t, png);
  const applicationDocument = await db.transaction((tx) =>
    repos.applicationDocuments.put(
      { parentId: application.id, kind: 'government_id', ...applicationFile },
      tx,
    ),
  );
  await db.transaction((tx) =>
    repos.notifications.enqueue(
      {
        recipientPhone: '+919848022338',
        template: 'store_rejected',
        params: { name: rejectedBranch.name, reason: 'unclear_document' },
        entity: 'branch',
        entityId: rejectedBranch.id,
      },
      tx,
    ),
  );
  const [failed] = await db.query<{ id: string }>(
    `update notifications set state = 'failed', last_error = 'HTTP 400' returning id`,
  );
  if (!failed) throw new Error('no notification');
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

  const teammate = await t.admin(undefined, 'Reviewer');
  const deactivated = await t.admin(undefined, 'Support');
  await repos.admins.setDeactivated(deactivated.id, true);
  const invite = await inviteTeammate(
    t.app.deps.services.team,
    { id: admin.id, name: 'Admin', role: 'Owner' },
    { email: 'waiting@kirana.test', role: 'Catalogue' },
  );
  const inviteToken = 'world-invite-token-0123456789abcdefghijkl';
  await repos.invites.create({
    email: 'accepting@kirana.test',
    role: 'Support',
    tokenHash: hashToken(inviteToken),
    invitedBy: admin.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });

  const catalogue = await previewCatalogueUpload(
    t.app.deps.services.inventory,
    admin,
    branch.id,
    Buffer.from(catalogueCsv(customCategory.name)),
  );

  const owner = await ownerWithDraft(t, png, suspendedBranch.id);
  // The owner wrote on WhatsApp (issue 41): a conversation linked to their store, open.
  const inbound = await receiveInbound(
    t.app.deps,
    {
      channel: 'whatsapp',
      phone: '+919490012345',
      profileName: 'Sai',
      body: 'When can I change my hours?',
      providerMessageId: 'wamid.world-0001',
      at: new Date(),
      media: null,
    },
    'WhatsApp message',
  );
  const conversationId = inbound.conversationId;
  if (!conversationId) throw new Error('no conversation');
  const mediaKey = newDocumentKey('png');
  await t.documents.put(mediaKey, png, 'image/png');
  await receiveInbound(
    t.app.deps,
    {
      channel: 'whatsapp',
      phone: '+919490012345',
      profileName: 'Sai',
      body: 'My new shop board',
      providerMessageId: 'wamid.world-0002',
      at: new Date(),
      media: { storageKey: mediaKey, contentType: 'image/png', size: png.length, caption: null },
    },
    'WhatsApp message',
  );
  const [mediaRow] = await t.db.query<{ id: string }>(
    'select id from conversation_messages where media_storage_key = $1',
    [mediaKey],
  );
  if (!mediaRow) throw new Error('no media');
  return {
    admin,
    branch,
    pendingBranch,
    rejectedBranch,
    suspendedBranch,
    documentId: document.id,
    adminOtherSessionId,
    contactMessageId: contact.id,
    conversationId,
    conversationMediaId: mediaRow.id,
    cannedReplyId: canned.id,
    applicationId: application.id,
    applicationDocumentId: applicationDocument.document.id,
    failedNotificationId: failed.id,
    teammateId: teammate.id,
    deactivatedTeammateId: deactivated.id,
    inviteId: invite.id,
    inviteToken,
    defaultCategory,
    importedCategory: imported.category,
    importedProduct,
    defaultProductToImport: second,
    emptyImportedCategory: emptyImported.category,
    customCategory,
    customProduct,
    emptyCustomCategory,
    affiliateProduct,
    catalogueUploadId: catalogue.upload.id,
    uploadedImageUrl,
    ticketUrl,
    ticketKey,
    png,
    jpeg: await makeImage('jpeg', 16, 16),
    owner,
    dataRequestId: await ownerRights(t, owner.id),
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

/** A valid catalogue CSV: one new product in the named (existing) category. */
export function catalogueCsv(category: string): string {
  return `${CATALOGUE_CSV_COLUMNS.join(',')}\n${category},Bajra flour,Pearl millet.,48.00,1,kg,true,,\n`;
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
    url: '/api/admin/branches?status=pending&q=Store&limit=20',
  }),
  getBranch: (w) => ({ method: 'GET', url: `/api/admin/branches/${w.branch.id}` }),
  updateBranchRegistration: (w) => ({
    method: 'PUT',
    url: `/api/admin/branches/${w.branch.id}/registration`,
    payload: {
      ownerPhone: '+91 98480 22338',
      ownerEmail: 'owner@example.in',
      fssaiNumber: '13623011000123',
      gstin: '27AAPFU0939F1ZV',
      governmentIdType: 'pan',
      governmentIdNumber: 'ABCPK1234K',
      latitude: 17.41,
      longitude: 78.45,
    },
  }),
  uploadBranchDocument: (w) => ({
    ...formRequest(
      `/api/admin/branches/${w.branch.id}/documents/shop_photo`,
      {},
      'file',
      w.jpeg,
      'shop.jpg',
      'image/jpeg',
    ),
    method: 'PUT',
  }),
  openDocument: (w) => ({ method: 'GET', url: `/api/admin/documents/${w.documentId}` }),
  maskDocument: (w) => ({
    method: 'POST',
    url: `/api/admin/documents/${w.documentId}/mask`,
    payload: { boxes: [{ x: 0.1, y: 0.4, width: 0.5, height: 0.15 }] },
  }),
  reviewBranchDocument: (w) => ({
    method: 'PATCH',
    url: `/api/admin/branches/${w.branch.id}/documents/${w.documentId}/review`,
    payload: { state: 'unclear', note: 'The number is cut off.' },
  }),
  suspendBranch: (w) => ({
    method: 'PATCH',
    url: `/api/admin/branches/${w.branch.id}/suspend`,
    payload: { reason: 'customer_complaints' },
  }),
  reinstateBranch: (w) => ({
    method: 'PATCH',
    url: `/api/admin/branches/${w.suspendedBranch.id}/reinstate`,
    payload: { note: 'Complaints resolved.' },
  }),
  reopenBranch: (w) => ({
    method: 'PATCH',
    url: `/api/admin/branches/${w.rejectedBranch.id}/reopen`,
    payload: { reason: 'documents_resubmitted' },
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
    payload: { reason: 'unclear_document', note: 'Too dark to read.' },
  }),
  setBranchStatus: (w) => ({
    method: 'PATCH',
    url: `/api/admin/branch/${w.pendingBranch.id}/status`,
    payload: { status: 'approved' },
  }),
  listPartnerApplications: () => ({
    method: 'GET',
    url: '/api/admin/delivery-partners/applications?status=pending&vehicle=bicycle&q=ravi&limit=20',
  }),
  getPartnerApplication: (w) => ({
    method: 'GET',
    url: `/api/admin/delivery-partners/applications/${w.applicationId}`,
  }),
  approvePartnerApplication: (w) => ({
    method: 'PATCH',
    url: `/api/admin/delivery-partners/applications/${w.applicationId}/approve`,
    payload: { note: 'Documents clear.' },
  }),
  rejectPartnerApplication: (w) => ({
    method: 'PATCH',
    url: `/api/admin/delivery-partners/applications/${w.applicationId}/reject`,
    payload: { reason: 'unclear_document', note: 'The ID is blurred.' },
  }),
  reviewApplicationDocument: (w) => ({
    method: 'PATCH',
    url: `/api/admin/delivery-partners/applications/${w.applicationId}/documents/${w.applicationDocumentId}/review`,
    payload: { state: 'verified' },
  }),
  retryNotification: (w) => ({
    method: 'POST',
    url: `/api/admin/notifications/${w.failedNotificationId}/retry`,
  }),
  listContactMessages: () => ({
    method: 'GET',
    url: '/api/admin/contact-messages?subject=Feedback&status=new&q=store&limit=20',
  }),
  getContactMessage: (w) => ({
    method: 'GET',
    url: `/api/admin/contact-messages/${w.contactMessageId}`,
  }),
  setContactMessageStatus: (w) => ({
    method: 'PATCH',
    url: `/api/admin/contact-messages/${w.contactMessageId}/status`,
    payload: { status: 'handled' },
  }),
  listConversations: () => ({
    method: 'GET',
    url: '/api/admin/conversations?status=open&assignee=none&due=today&q=sai&limit=20',
  }),
  getConversation: (w) => ({
    method: 'GET',
    url: `/api/admin/conversations/${w.conversationId}`,
  }),
  updateConversation: (w) => ({
    method: 'PATCH',
    url: `/api/admin/conversations/${w.conversationId}`,
    payload: { status: 'resolved' },
  }),
  addConversationMessage: (w) => ({
    method: 'POST',
    url: `/api/admin/conversations/${w.conversationId}/messages`,
    payload: { kind: 'note', body: 'Called her back; she is happy.' },
  }),
  openConversationMedia: (w) => ({
    method: 'GET',
    url: `/api/admin/conversations/${w.conversationId}/media/${w.conversationMediaId}`,
  }),
  getInboxClock: () => ({ method: 'GET', url: '/api/admin/inbox-clock' }),
  listConversationAssignees: () => ({ method: 'GET', url: '/api/admin/inbox-assignees' }),
  listCannedReplies: () => ({ method: 'GET', url: '/api/admin/canned-replies' }),
  createCannedReply: () => ({
    method: 'POST',
    url: '/api/admin/canned-replies',
    payload: { shortcut: 'hours', language: 'te', title: 'Hours', body: 'మా సమయాలు 9 నుండి 9.' },
  }),
  updateCannedReply: (w) => ({
    method: 'PUT',
    url: `/api/admin/canned-replies/${w.cannedReplyId}`,
    payload: { shortcut: 'thanks', language: 'en', title: 'Thanks', body: 'Thank you!' },
  }),
  deleteCannedReply: (w) => ({
    method: 'DELETE',
    url: `/api/admin/canned-replies/${w.cannedReplyId}`,
  }),
  listActivity: (w) => ({
    method: 'GET',
    url: `/api/admin/activity?entity=branch&entityId=${w.branch.id}&action=approve&adminId=${w.admin.id}&from=2026-01-01T00:00:00Z&to=2030-01-01T00:00:00Z&limit=20`,
  }),
  getDashboardQueues: () => ({ method: 'GET', url: '/api/admin/dashboard' }),
  getOnboardingFunnel: () => ({ method: 'GET', url: '/api/admin/onboarding-funnel' }),
  listAdmins: () => ({ method: 'GET', url: '/api/admin/admins' }),
  changeAdminRole: (w) => ({
    method: 'PATCH',
    url: `/api/admin/admins/${w.teammateId}/role`,
    payload: { role: 'Support' },
  }),
  deactivateAdmin: (w) => ({ method: 'POST', url: `/api/admin/admins/${w.teammateId}/deactivate` }),
  reactivateAdmin: (w) => ({
    method: 'POST',
    url: `/api/admin/admins/${w.deactivatedTeammateId}/reactivate`,
  }),
  listInvites: () => ({ method: 'GET', url: '/api/admin/invites' }),
  createInvite: () => ({
    method: 'POST',
    url: '/api/admin/invites',
    payload: { email: 'new.teammate@kirana.test', role: 'Reviewer' },
  }),
  resendInvite: (w) => ({ method: 'POST', url: `/api/admin/invites/${w.inviteId}/resend` }),
  cancelInvite: (w) => ({ method: 'DELETE', url: `/api/admin/invites/${w.inviteId}` }),
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
  listBranchProducts: (w) => ({
    method: 'GET',
    url: `/api/branch/${w.branch.id}/products?q=a&sort=price`,
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
  createCatalogueUpload: (w) =>
    formRequest(
      `/api/admin/branches/${w.branch.id}/catalogue-uploads`,
      {},
      'file',
      Buffer.from(catalogueCsv(w.customCategory.name)),
      'catalogue.csv',
      'text/csv',
    ),
  applyCatalogueUpload: (w) => ({
    method: 'POST',
    url: `/api/admin/branches/${w.branch.id}/catalogue-uploads/${w.catalogueUploadId}/apply`,
  }),
  exportCatalogue: (w) => ({
    method: 'GET',
    url: `/api/admin/branches/${w.branch.id}/catalogue.csv`,
  }),
  listDefaultCategories: () => ({ method: 'GET', url: '/api/admin/default-categories' }),
  listDefaultProducts: (w) => ({
    method: 'GET',
    url: `/api/admin/default-categories/${w.defaultCategory.id}/products`,
  }),
  // A store owner's operations (their token, not an admin's).
  ownerSignOut: () => ({ method: 'POST', url: '/api/auth/branch/logout' }),
  getOwnerRegistration: () => ({ method: 'GET', url: '/api/store-owner/registration' }),
  startOwnerRegistration: () => ({ method: 'POST', url: '/api/store-owner/registration' }),
  saveOwnerRegistration: () => ({
    method: 'PATCH',
    url: '/api/store-owner/registration',
    payload: { shopName: 'Sai Ram General Stores', ownerEmail: 'sairam@example.in' },
  }),
  uploadOwnerRegistrationDocument: (w) => ({
    ...formRequest('/api/store-owner/registration/documents/shop_photo', {}, 'file', w.png),
    method: 'PUT',
  }),
  openOwnerRegistrationDocument: () => ({
    method: 'GET',
    url: '/api/store-owner/registration/documents/shop_photo',
  }),
  submitOwnerRegistration: () => ({ method: 'POST', url: '/api/store-owner/registration/submit' }),
  recordOwnerConsent: () => ({
    method: 'POST',
    url: '/api/store-owner/registration/consent',
    payload: { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'te' },
  }),
  changeMyPassword: () => ({
    method: 'POST',
    url: '/api/admin/account/password',
    payload: { currentPassword: 'correct horse battery', newPassword: 'a new long passphrase' },
  }),
  listMySessions: () => ({ method: 'GET', url: '/api/admin/account/sessions' }),
  endMySession: (w) => ({
    method: 'DELETE',
    url: `/api/admin/account/sessions/${w.adminOtherSessionId}`,
  }),
  endMyOtherSessions: () => ({ method: 'POST', url: '/api/admin/account/sessions/end-others' }),
  startSecondFactorReset: () => ({
    method: 'POST',
    url: '/api/admin/account/second-factor/reset',
    payload: { password: 'correct horse battery', code: '123456' },
  }),
  confirmSecondFactorReset: () => ({
    method: 'POST',
    url: '/api/admin/account/second-factor/confirm',
    payload: { challengeToken: 'a-reset-challenge-token', code: '123456' },
  }),
  listDocumentViews: (w) => ({
    method: 'GET',
    url: `/api/admin/document-views?entity=branch&entityId=${w.branch.id}`,
  }),
  getBranchHours: (w) => ({ method: 'GET', url: `/api/admin/branches/${w.branch.id}/hours` }),
  setBranchHours: (w) => ({
    method: 'PUT',
    url: `/api/admin/branches/${w.branch.id}/hours`,
    payload: { hours: WEEK_HOURS, closure: null },
  }),
  getOwnerDataExport: () => ({ method: 'GET', url: '/api/store-owner/data-export' }),
  prepareOwnerDataExport: () => ({ method: 'POST', url: '/api/store-owner/data-export' }),
  getOwnerDataExportFile: () => ({ method: 'GET', url: '/api/store-owner/data-export/download' }),
  listOwnerDataRequests: () => ({ method: 'GET', url: '/api/store-owner/requests' }),
  createOwnerDataRequest: () => ({
    method: 'POST',
    url: '/api/store-owner/requests',
    payload: { kind: 'grievance', message: 'The team has not called me back about my hours.' },
  }),
  withdrawOwnerConsent: () => ({ method: 'POST', url: '/api/store-owner/consent/withdraw' }),
  listDataRequests: () => ({ method: 'GET', url: '/api/admin/data-requests?status=open' }),
  getDataRequest: (w) => ({ method: 'GET', url: `/api/admin/data-requests/${w.dataRequestId}` }),
  answerDataRequest: (w) => ({
    method: 'POST',
    url: `/api/admin/data-requests/${w.dataRequestId}/answer`,
    payload: { reply: 'Your store is listed again; it shows within 2 km of Abids Road.' },
  }),
  getOwnerStoreHours: () => ({ method: 'GET', url: '/api/store-owner/store/hours' }),
  setOwnerStoreHours: () => ({
    method: 'PUT',
    url: '/api/store-owner/store/hours',
    payload: {
      hours: WEEK_HOURS,
      closure: {
        until: new Date(Date.now() + 86_400_000).toISOString(),
        note: 'A family function',
      },
    },
  }),
};

/** A week of opening hours, one of them past midnight. */
const WEEK_HOURS = {
  mon: [
    { opens: '07:00', closes: '13:00' },
    { opens: '16:00', closes: '22:00' },
  ],
  tue: [{ opens: '07:00', closes: '22:00' }],
  wed: [{ opens: '07:00', closes: '22:00' }],
  thu: [{ opens: '07:00', closes: '22:00' }],
  fri: [{ opens: '07:00', closes: '22:00' }],
  sat: [{ opens: '08:00', closes: '01:00' }],
  sun: [],
};

/** Valid requests of the public operations that take input (the bad-input suite mutates them). */
export const publicRequests: Record<string, (w: World) => Request> = {
  getInvite: (w) => ({ method: 'GET', url: `/api/invites/${w.inviteToken}` }),
  acceptInvite: (w) => ({
    method: 'POST',
    url: `/api/invites/${w.inviteToken}/accept`,
    payload: { name: 'Lakshmi Rao', password: 'a long new password' },
  }),
  initiateOwnerSignIn: () => ({
    method: 'POST',
    url: '/api/auth/branch/login/initiate',
    payload: { phone: '+91 94900 12345', language: 'te' },
  }),
  completeOwnerSignIn: () => ({
    method: 'POST',
    url: '/api/auth/branch/login/complete',
    payload: { requestId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', code: '123456' },
  }),
  adminLogin: (w) => ({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { email: w.admin.email, password: 'correct horse battery', rememberMe: false },
  }),
  adminSecondStep: () => ({
    method: 'POST',
    url: '/api/auth/admin/second-step',
    payload: { challengeToken: 'a-second-step-challenge', code: '123456' },
  }),
  getAdminEnrolmentSecret: () => ({
    method: 'POST',
    url: '/api/auth/admin/enrolment/secret',
    payload: { challengeToken: 'an-enrolment-challenge' },
  }),
  confirmAdminEnrolment: () => ({
    method: 'POST',
    url: '/api/auth/admin/enrolment/confirm',
    payload: { challengeToken: 'an-enrolment-challenge', code: '123456' },
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
  applyAsDeliveryPartner: (w) => {
    const form = multipart(
      {
        name: 'Sita Devi',
        phone: '+91 91234 56780',
        email: 'sita@example.in',
        pincode: '500072',
        vehicle: 'motorbike',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeLanguage: 'en',
      },
      [
        { name: 'governmentId', filename: 'id.jpg', contentType: 'image/jpeg', data: w.jpeg },
        { name: 'addressProof', filename: 'bill.png', contentType: 'image/png', data: w.png },
        { name: 'photo', filename: 'me.jpg', contentType: 'image/jpeg', data: w.jpeg },
        { name: 'drivingLicence', filename: 'dl.png', contentType: 'image/png', data: w.png },
      ],
    );
    return {
      method: 'POST',
      url: '/api/delivery-partners/applications',
      payload: form.payload,
      headers: form.headers,
    };
  },
  verifyWhatsAppWebhook: () => ({
    method: 'GET',
    url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${WHATSAPP_TEST_ENV.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
  }),
  receiveWhatsAppWebhook: () => {
    const payload = webhookEnvelope(WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID ?? '', {
      statuses: [{ id: 'wamid.unknown', status: 'delivered', timestamp: '1764662400' }],
    });
    // Signed as sent: inject writes the object with JSON.stringify.
    return {
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': whatsAppSignature(JSON.stringify(payload)),
      },
    };
  },
  receiveSmsWebhook: () => ({
    method: 'POST',
    url: SMS_TEST_WEBHOOK,
    payload: [
      {
        requestId: '3f2504e04f8941d30305e82c',
        senderId: 'KIRANA',
        report: [
          { number: '919848022338', status: 1, desc: 'Delivered', date: '2026-12-02 15:30:00' },
        ],
      },
    ],
    headers: { 'content-type': 'application/json' },
  }),
  receiveInboundSms: () => ({
    method: 'POST',
    url: SMS_TEST_WEBHOOK.replace('/sms/', '/sms-inbound/'),
    payload: { sender: '919848022338', message: 'When will my store be approved?' },
    headers: { 'content-type': 'application/json' },
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
