// Rows as the contract shapes them (`_id`, image addresses, public fields only).
import type { Schemas } from '../contract/types.js';
import type { AdminRow } from '../repositories/admins.js';
import type { AffiliateProductRow } from '../repositories/affiliate.js';
import { REJECT_REASONS, dueAt, maskedIdNumber } from '@kirana/domain/stores';
import { formatIndianMobile } from '@kirana/domain/mobile';
import type { ApplicationRow } from '../repositories/delivery-partner-applications.js';
import { activitySummary } from '@kirana/domain/activity';
import type { ActivityRow } from '../repositories/audit.js';
import type { ContactMessageRow } from '../repositories/contact.js';
import type { NotificationRow } from '../repositories/notifications.js';
import { payloadOf } from '../notifications/channels.js';
import type {
  EarlierRejectionRow,
  StoreRow,
  StoreWithRegistration,
} from '../repositories/stores.js';
import type { DefaultCategoryRow, DefaultProductRow } from '../repositories/catalogue.js';
import type { CategoryRow } from '../repositories/categories.js';
import type { ProductRow } from '../repositories/products.js';
import type { Storage } from '../storage/storage.js';
import type { Config } from '../config.js';
import type { DocumentRow } from '../repositories/documents.js';
import { documentLinkQuery } from '../auth/signed-links.js';
import { DOCUMENT_LINK_MINUTES } from '@kirana/domain/stores';
import { permissionsOf } from '@kirana/domain/team';

export function presentAdmin(admin: AdminRow): Schemas['Admin'] {
  // The database allows only the four roles (013_roles.sql).
  const role = admin.role as Schemas['Role'];
  return {
    _id: admin.id,
    email: admin.email,
    name: admin.name,
    role,
    permissions: [...permissionsOf(role)],
  };
}

function address(branch: StoreRow): Schemas['Address'] {
  return {
    street: branch.street,
    city: branch.city,
    state: branch.state,
    pincode: branch.pincode,
    country: branch.country,
  };
}

export function presentStore(branch: StoreRow): Schemas['Branch'] {
  return {
    _id: branch.id,
    name: branch.name,
    phone: branch.phone,
    status: branch.status,
    ownerName: branch.ownerName,
    address: address(branch),
    createdAt: branch.createdAt,
    submittedAt: branch.submittedAt,
    dueAt: dueAt(branch.submittedAt).toISOString(),
  };
}

export function presentRegistration(branch: StoreWithRegistration): Schemas['BranchRegistration'] {
  const { governmentIdType: type, governmentIdLast4: last4, latitude, longitude } = branch;
  return {
    submittedAt: branch.submittedAt,
    dueAt: dueAt(branch.submittedAt).toISOString(),
    ownerPhone: branch.ownerPhone,
    ownerEmail: branch.ownerEmail,
    fssaiNumber: branch.fssaiNumber,
    gstin: branch.gstin,
    governmentId: type && last4 ? { type, last4, masked: maskedIdNumber(type, last4) } : null,
    location: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
}

/**
 * How the store's messages reach its owner: in the store's language, through the channel its
 * latest tried message went (`notifications` newest first).
 */
export function presentStoreMessages(
  store: StoreWithRegistration,
  notifications: readonly NotificationRow[],
): Schemas['StoreMessages'] {
  const tried = notifications.find((row) => row.channel !== null);
  return { language: store.language, channel: tried?.channel ?? null };
}

export function presentEarlierRejection(row: EarlierRejectionRow): Schemas['EarlierRejection'] {
  return {
    at: row.at,
    admin: row.admin ? { _id: row.admin.id, name: row.admin.name } : null,
    reason: REJECT_REASONS.find((reason) => reason === row.reason) ?? null,
    note: row.note,
    unclearDocuments: row.unclearDocuments,
  };
}

/** An audit entry as people read it: who, when, what in words, with its reason and note. */
export function presentActivity(entry: ActivityRow): Schemas['ActivityEntry'] {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    _id: entry.id,
    at: entry.at,
    action: entry.action,
    admin: entry.admin ? { _id: entry.admin.id, name: entry.admin.name } : null,
    byOwner: entry.byOwner,
    entity: entry.entity,
    entityId: entry.entityId,
    entityName: entry.entityName,
    reason: text(entry.details.reason),
    note: text(entry.details.note),
    summary: activitySummary(entry.action, entry.details, entry.entity),
    branchId: entry.branchId,
    categoryId: entry.categoryId,
  };
}

export function presentContactMessage(row: ContactMessageRow): Schemas['ContactMessage'] {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject as Schemas['ContactSubject'],
    message: row.message,
    createdAt: row.createdAt,
    status: row.status,
    handledBy: row.handledBy ? { _id: row.handledBy.id, name: row.handledBy.name } : null,
    handledAt: row.handledAt,
  };
}

export function presentApplication(row: ApplicationRow): Schemas['PartnerApplication'] {
  return {
    _id: row.id,
    name: row.name,
    phone: formatIndianMobile(row.phone),
    email: row.email,
    pincode: row.pincode,
    vehicle: row.vehicle,
    status: row.status,
    submittedAt: row.submittedAt,
    dueAt: dueAt(row.submittedAt).toISOString(),
    decidedAt: row.decidedAt,
    decidedBy: row.decidedBy ? { _id: row.decidedBy.id, name: row.decidedBy.name } : null,
    reason: row.reason,
    note: row.note,
    previousApplicationId: row.previousApplicationId,
  };
}

/** No owner, phone or status: only what the public store finder shows. */
export function presenters(storage: Storage) {
  const url = (key: string) => storage.publicUrl(key);
  return {
    category: (row: CategoryRow): Schemas['Category'] => ({
      _id: row.id,
      name: row.name,
      imageUrl: url(row.imageKey),
      createdFromTemplate: row.createdFromTemplate,
      defaultCategoryId: row.defaultCategoryId,
    }),
    product: (row: ProductRow): Schemas['Product'] => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      price: row.price,
      quantity: row.quantity,
      unit: row.unit,
      isPacket: row.isPacket,
      imageUrl: url(row.imageKey),
      createdFromTemplate: row.createdFromTemplate,
      defaultProductId: row.defaultProductId,
      categoryId: row.categoryId,
    }),
    defaultCategory: (row: DefaultCategoryRow): Schemas['DefaultCategory'] => ({
      _id: row.id,
      name: row.name,
      imageUrl: url(row.imageKey),
    }),
    defaultProduct: (row: DefaultProductRow): Schemas['DefaultProduct'] => ({
      _id: row.id,
      name: row.name,
      imageUrl: url(row.imageKey),
      suggestedPrice: row.suggestedPrice,
      description: row.description,
      unit: row.unit,
      quantity: row.quantity,
      isPacket: row.isPacket,
    }),
    affiliateProduct: (row: AffiliateProductRow): Schemas['AffiliateProduct'] => ({
      _id: row.id,
      name: row.name,
      imageUrl: url(row.imageKey),
      affiliateLink: row.affiliateLink,
      isActive: row.isActive,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  };
}

/**
 * A private document with a signed link to it (GET /api/documents/<key>), valid for
 * DOCUMENT_LINK_MINUTES, for the admin who asked (`viewer`): the only way to its bytes, and
 * opening it records who opened it.
 */
export function documentPresenter(config: Config) {
  return (viewerId: string) =>
    <K extends string>(row: DocumentRow<K>) => {
      const link = documentLinkQuery(
        config.authSecret,
        row.storageKey,
        viewerId,
        DOCUMENT_LINK_MINUTES * 60,
      );
      return {
        _id: row.id,
        kind: row.kind,
        contentType: row.contentType,
        size: row.size,
        url: `${config.publicUrl}/api/documents/${row.storageKey}?${link.query}`,
        urlExpiresAt: new Date(link.expires * 1000).toISOString(),
        uploadedAt: row.uploadedAt,
        review: {
          state: row.reviewState,
          note: row.reviewNote,
          reviewedBy: row.reviewedBy ? { _id: row.reviewedBy.id, name: row.reviewedBy.name } : null,
          reviewedAt: row.reviewedAt,
        },
      };
    };
}

export function presentNotification(row: NotificationRow): Schemas['Notification'] {
  return {
    _id: row.id,
    template: row.template,
    // The stores' and applications' notifications, which go to a phone.
    recipientPhone: row.recipientPhone ?? '',
    text: payloadOf(row).text,
    state: row.state,
    channel: row.channel,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
  };
}
