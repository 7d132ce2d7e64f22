// Rows as the contract shapes them (`_id`, image addresses, public fields only). Other people's
// personal data in an admin answer is shaped for the role that asks (`seen`, the domain's
// ROLE_FIELDS): a withheld field is left out, a phone cut to its last four digits.
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
import type { DocumentRow } from '../repositories/documents.js';
import {
  maskedPhone,
  permissionsOf,
  personalFieldsOf,
  type PersonalFieldsSeen,
} from '@kirana/domain/team';

/** What the asking admin's role sees of other people's personal data. */
export type Seen = Readonly<PersonalFieldsSeen>;

/** What this admin sees of other people's personal data (ROLE_FIELDS of their role). */
export const seenBy = (admin: { role: string }): Seen => personalFieldsOf(admin.role);

/** A phone number as the role sees it: whole, or its last four digits. */
const phoneFor = (seen: Seen, phone: string) =>
  seen.phone === 'full' ? phone : maskedPhone(phone);

/** `{ [name]: value }` when the role sees the field, else nothing (the field is left out). */
function shown<N extends string, V>(visible: boolean, name: N, value: V): { [K in N]?: V } {
  return (visible ? { [name]: value } : {}) as { [K in N]?: V };
}

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

export function presentStore(branch: StoreRow, seen: Seen): Schemas['Branch'] {
  return {
    _id: branch.id,
    name: branch.name,
    phone: phoneFor(seen, branch.phone),
    status: branch.status,
    ownerName: branch.ownerName,
    address: address(branch),
    createdAt: branch.createdAt,
    submittedAt: branch.submittedAt,
    dueAt: dueAt(branch.submittedAt).toISOString(),
  };
}

export function presentRegistration(
  branch: StoreWithRegistration,
  seen: Seen,
): Schemas['BranchRegistration'] {
  const { governmentIdType: type, governmentIdLast4: last4, latitude, longitude } = branch;
  return {
    submittedAt: branch.submittedAt,
    dueAt: dueAt(branch.submittedAt).toISOString(),
    ownerPhone: branch.ownerPhone && phoneFor(seen, branch.ownerPhone),
    ...shown(seen.email, 'ownerEmail', branch.ownerEmail),
    ...shown(seen.fssaiNumber, 'fssaiNumber', branch.fssaiNumber),
    ...shown(seen.gstin, 'gstin', branch.gstin),
    ...shown(
      seen.governmentId,
      'governmentId',
      type && last4 ? { type, last4, masked: maskedIdNumber(type, last4) } : null,
    ),
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

/**
 * An audit entry as people read it: who, when, what in words, with its reason and note. An
 * invite is named by the e-mail it went to: a role that reads no e-mail gets no name.
 */
export function presentActivity(entry: ActivityRow, seen: Seen): Schemas['ActivityEntry'] {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    _id: entry.id,
    at: entry.at,
    action: entry.action,
    admin: entry.admin ? { _id: entry.admin.id, name: entry.admin.name } : null,
    byOwner: entry.byOwner,
    entity: entry.entity,
    entityId: entry.entityId,
    entityName: entry.entity === 'admin-invite' && !seen.email ? null : entry.entityName,
    reason: text(entry.details.reason),
    note: text(entry.details.note),
    summary: activitySummary(entry.action, entry.details, entry.entity),
    branchId: entry.branchId,
    categoryId: entry.categoryId,
  };
}

export function presentContactMessage(
  row: ContactMessageRow,
  seen: Seen,
): Schemas['ContactMessage'] {
  return {
    _id: row.id,
    name: row.name,
    ...shown(seen.contactEmail, 'email', row.email),
    phone: row.phone && phoneFor(seen, row.phone),
    subject: row.subject as Schemas['ContactSubject'],
    message: row.message,
    createdAt: row.createdAt,
    status: row.status,
    handledBy: row.handledBy ? { _id: row.handledBy.id, name: row.handledBy.name } : null,
    handledAt: row.handledAt,
  };
}

export function presentApplication(row: ApplicationRow, seen: Seen): Schemas['PartnerApplication'] {
  return {
    _id: row.id,
    name: row.name,
    phone: phoneFor(seen, formatIndianMobile(row.phone)),
    ...shown(seen.email, 'email', row.email),
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
 * A private document with its checklist mark, and no link: its bytes are opened with the
 * admin's own token (`GET /api/admin/documents/{_id}`), which records who opened it.
 */
export function presentDocument<K extends string>(row: DocumentRow<K>) {
  return {
    _id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt,
    erasedAt: row.erasedAt,
    review: {
      state: row.reviewState,
      note: row.reviewNote,
      reviewedBy: row.reviewedBy ? { _id: row.reviewedBy.id, name: row.reviewedBy.name } : null,
      reviewedAt: row.reviewedAt,
    },
  };
}

/** What the provider reported of a message, with each state's time; null: nothing to report. */
function deliveryOf(row: NotificationRow): Schemas['NotificationDelivery'] | null {
  if (!row.deliveryState) return null;
  return {
    state: row.deliveryState,
    queuedAt: row.queuedAt,
    sentAt: row.providerSentAt,
    deliveredAt: row.deliveredAt,
    readAt: row.readAt,
    failedAt: row.failedAt,
  };
}

/**
 * What went wrong, in words: a message that fell back says why and that SMS took it ("Not a
 * WhatsApp number...: sent by SMS"); one not delivered says the provider's words.
 */
export function failureOf(row: NotificationRow): string | null {
  const words = row.providerError?.replace(/^WhatsApp \d+: /, '') ?? null;
  if (row.deliveryState === 'failed')
    return `Not delivered by ${row.channel === 'sms' ? 'SMS' : 'WhatsApp'}: ${words ?? 'no reason given'}`;
  if (row.fallbackAt && row.providerErrorCode !== null && row.state !== 'failed')
    return `${words ?? 'Not delivered by WhatsApp'}: ${row.state === 'sent' ? 'sent' : 'sending'} by SMS`;
  return null;
}

export function presentNotification(row: NotificationRow, seen: Seen): Schemas['Notification'] {
  return {
    _id: row.id,
    template: row.template,
    language: row.language,
    delivery: deliveryOf(row),
    failure: failureOf(row),
    // The stores' and applications' notifications, which go to a phone.
    recipientPhone: row.recipientPhone ? phoneFor(seen, row.recipientPhone) : '',
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
