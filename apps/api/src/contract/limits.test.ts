// One source for every limit, list and message: each bound the contract declares (maxLength,
// maximum, maxItems, a file's x-max-bytes...) must equal its constant in packages/domain, each
// enum its domain list, and the contract's ErrorRule the domain's message catalogue; a new bound
// or enum fails this test until it is tied to one. The API checks the contract with Ajv and the
// domain's rules with zod: this keeps the two from drifting apart.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { registeredMessages } from '@kirana/domain/catalogue';
import * as c from '@kirana/domain/common';
import * as inv from '@kirana/domain/inventory';
import * as b from '@kirana/domain/stores';
import * as documents from '@kirana/domain/documents';
import {
  ACTIVITY_ENTITIES,
  DOCUMENT_VIEW_ENTITIES,
  MAX_ACTION_LENGTH,
} from '@kirana/domain/activity';
import { MAX_NOTE_LENGTH } from '@kirana/domain/decisions';
import { CONTACT_SUBJECTS } from '@kirana/domain/contact';
import * as inbox from '@kirana/domain/inbox';
import { CONTACT_STATUSES } from '@kirana/domain/inbox';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DELIVERY_STATES,
  NOTIFICATION_STATES,
} from '@kirana/domain/notifications';
import * as p from '@kirana/domain/delivery-partners';
import * as o from '@kirana/domain/store-owners';
import * as h from '@kirana/domain/store-hours';
import { UNITS } from '@kirana/domain/units';
import { MAX_AFFILIATE_IMAGE_BYTES } from '@kirana/domain/uploads';
import { loadContract, listOperations } from './contract.js';
import {
  INVITE_TOKEN_MAX_LENGTH,
  INVITE_TOKEN_MIN_LENGTH,
  PERMISSIONS,
  ROLES,
} from '@kirana/domain/team';
import * as twoStep from '@kirana/domain/two-step';
import * as rights from '@kirana/domain/rights';
import { MAX_NOTICE_VERSION_LENGTH } from '@kirana/domain/privacy-notice';

const BOUNDS = [
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'maxItems',
  'minItems',
  'x-max-bytes',
] as const;

/**
 * Visits every schema of the contract (components, path and query parameters, inline bodies),
 * each named "<schema or operation>.<property path>".
 */
function walkContract(visit: (record: Record<string, unknown>, name: string) => void) {
  const doc = loadContract();
  const walk = (node: unknown, name: string) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    visit(record, name);
    const properties = record.properties as Record<string, unknown> | undefined;
    for (const [key, inner] of Object.entries(properties ?? {})) walk(inner, `${name}.${key}`);
    walk(record.items, `${name}[]`);
    for (const list of ['allOf', 'oneOf', 'anyOf'] as const)
      (record[list] as unknown[] | undefined)?.forEach((inner) => walk(inner, name));
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) walk(schema, name);
  for (const op of listOperations(doc)) {
    for (const param of [...op.pathParams, ...op.queryParams])
      walk(param.schema, `${op.operationId}.${param.name}`);
    for (const schema of Object.values(op.body?.content ?? {}))
      if (schema && !('$ref' in schema)) walk(schema, `${op.operationId}.body`);
  }
}

/** Every bound, named "<schema or operation>.<property path>.<keyword>". */
function contractBounds(): Map<string, number> {
  const found = new Map<string, number>();
  walkContract((record, name) => {
    for (const keyword of BOUNDS) {
      const value = record[keyword];
      if (typeof value === 'number') found.set(`${name}.${keyword}`, value);
    }
  });
  return found;
}

/** A bound of 1 on a length or a list only says "not empty". */
const NOT_EMPTY = new Set(['minLength', 'minItems']);

/** Keys starting "*." hold for that parameter of every operation (cursor, limit, signed links). */
const TIED: Record<string, number> = {
  // The inbox (issue 41).
  'AddConversationMessageRequest.body.maxLength': inbox.REPLY_MAX_LENGTH.email,
  'InboxClockResponse.data.weeks[].answeredInTime.minimum': 0,
  'InboxClockResponse.data.weeks[].answeredInTime.maximum': 1,
  'InboxClockResponse.data.weeks[].medianFirstResponseMinutes.minimum': 0,
  'CannedReplyRequest.title.maxLength': inbox.CANNED_TITLE_MAX,
  'CannedReplyRequest.body.maxLength': inbox.CANNED_BODY_MAX,
  'InboundSms.message.maxLength': inbox.INBOUND_LIMITS.smsMessageMax,
  'InboundSms.inNumber.maxLength': inbox.INBOUND_LIMITS.smsNumberMax,
  'InboundSms.rcvd.maxLength': inbox.INBOUND_LIMITS.smsTimeMax,
  'WhatsAppIncomingMessage.id.maxLength': inbox.INBOUND_LIMITS.providerIdMax,
  'WhatsAppIncomingMessage.type.maxLength': inbox.INBOUND_LIMITS.messageTypeMax,
  'WhatsAppIncomingMessage.text.body.maxLength': inbox.REPLY_MAX_LENGTH.text,
  'WhatsAppIncomingMedia.id.maxLength': inbox.INBOUND_LIMITS.providerIdMax,
  'WhatsAppIncomingMedia.mime_type.maxLength': inbox.INBOUND_LIMITS.mimeTypeMax,
  'WhatsAppIncomingMedia.caption.maxLength': inbox.INBOUND_LIMITS.captionMax,
  '*.cursor.maxLength': c.MAX_CURSOR_LENGTH,
  '*.limit.minimum': 1,
  '*.limit.maximum': c.MAX_PAGE_SIZE,
  '*.expires.maxLength': c.MAX_SIGNED_PARAM_LENGTH,
  '*.signature.maxLength': c.MAX_SIGNED_PARAM_LENGTH,
  'StoreDocument.size.minimum': 0,
  // A mask box is in fractions of the image: from 0 to 1.
  'MaskBox.x.minimum': 0,
  'MaskBox.x.maximum': 1,
  'MaskBox.y.minimum': 0,
  'MaskBox.y.maximum': 1,
  'MaskBox.width.minimum': 0,
  'MaskBox.width.maximum': 1,
  'MaskBox.height.minimum': 0,
  'MaskBox.height.maximum': 1,
  'MaskDocumentRequest.boxes.maxItems': b.MASK_BOXES_MAX,
  'ApplicationDocument.size.minimum': 0,
  'Notification.attempts.minimum': 0,
  'PartnerApplicationForm.phone.maxLength': c.MAX_PHONE_LENGTH,
  'PartnerApplicationForm.email.maxLength': c.MAX_EMAIL_LENGTH,
  'PartnerApplicationForm.pincode.maxLength': p.PINCODE_LENGTH,
  'PartnerApplicationForm.noticeVersion.maxLength': MAX_NOTICE_VERSION_LENGTH,
  'OwnerConsentRequest.noticeVersion.maxLength': MAX_NOTICE_VERSION_LENGTH,
  'DecisionNote.maxLength': MAX_NOTE_LENGTH,
  'BranchRegistrationRequest.ownerPhone.maxLength': c.MAX_PHONE_LENGTH,
  'BranchRegistrationRequest.ownerEmail.maxLength': c.MAX_EMAIL_LENGTH,
  'BranchRegistrationRequest.gstin.maxLength': b.GSTIN_LENGTH,
  'BranchRegistrationRequest.governmentIdNumber.maxLength': b.MAX_ID_NUMBER_LENGTH,
  'BranchRegistrationRequest.latitude.minimum': b.HYDERABAD_BOUNDS.south,
  'BranchRegistrationRequest.latitude.maximum': b.HYDERABAD_BOUNDS.north,
  'BranchRegistrationRequest.longitude.minimum': b.HYDERABAD_BOUNDS.west,
  'BranchRegistrationRequest.longitude.maximum': b.HYDERABAD_BOUNDS.east,
  'Name.maxLength': c.MAX_NAME_LENGTH,
  'Description.maxLength': c.MAX_DESCRIPTION_LENGTH,
  'Price.minimum': inv.PRICE_MIN,
  'Price.maximum': inv.PRICE_MAX,
  'Quantity.minimum': inv.QUANTITY_MIN,
  'Quantity.maximum': inv.QUANTITY_MAX,
  'HttpUrl.maxLength': c.MAX_URL_LENGTH,
  'Count.minimum': 0,
  'Address.street.maxLength': c.MAX_STREET_LENGTH,
  'Address.city.maxLength': c.MAX_PLACE_LENGTH,
  'Address.state.maxLength': c.MAX_PLACE_LENGTH,
  'Address.country.maxLength': c.MAX_PLACE_LENGTH,
  'AdminLoginRequest.email.maxLength': c.MAX_EMAIL_LENGTH,
  'DataExport.sizeBytes.minimum': 0,
  'DataRequestMessage.maxLength': rights.DATA_REQUEST_MESSAGE_MAX,
  'DataRequestReply.maxLength': rights.DATA_REQUEST_REPLY_MAX,
  'AdminLoginRequest.password.maxLength': c.MAX_PASSWORD_LENGTH,
  'InviteRequest.email.maxLength': c.MAX_EMAIL_LENGTH,
  'AcceptInviteRequest.name.maxLength': c.MAX_NAME_LENGTH,
  'AcceptInviteRequest.password.maxLength': c.MAX_PASSWORD_LENGTH,
  'InviteToken.minLength': INVITE_TOKEN_MIN_LENGTH,
  'InviteToken.maxLength': INVITE_TOKEN_MAX_LENGTH,
  'ChangePasswordRequest.currentPassword.maxLength': c.MAX_PASSWORD_LENGTH,
  'ChangePasswordRequest.newPassword.maxLength': c.MAX_PASSWORD_LENGTH,
  'LoginAsBranchRequest.branchId.maxLength': c.MAX_ID_LENGTH,
  'CreateAffiliateProductRequest.imageUrl.maxLength': c.MAX_URL_LENGTH,
  'IdList.maxItems': c.MAX_IDS_PER_REQUEST,
  'CreateContactMessageRequest.email.maxLength': c.MAX_EMAIL_LENGTH,
  'CreateContactMessageRequest.phone.maxLength': c.MAX_PHONE_LENGTH,
  'CreateContactMessageRequest.message.maxLength': c.MAX_MESSAGE_LENGTH,
  '*.q.maxLength': c.MAX_SEARCH_LENGTH,
  'listActivity.action.maxLength': MAX_ACTION_LENGTH,
  'listPublicStores.pincode.maxLength': c.MAX_PINCODE_QUERY_LENGTH,
  'CreateCustomCategoryForm.categoryImage.x-max-bytes': MAX_AFFILIATE_IMAGE_BYTES,
  'CreateCustomProductForm.productImage.x-max-bytes': MAX_AFFILIATE_IMAGE_BYTES,
  'uploadAffiliateImage.body.x-max-bytes': MAX_AFFILIATE_IMAGE_BYTES,
  'CatalogueUploadForm.file.x-max-bytes': inv.MAX_CATALOGUE_CSV_BYTES,
  'uploadBranchDocument.body.file.x-max-bytes': documents.MAX_DOCUMENT_BYTES,
  'PartnerApplicationForm.governmentId.x-max-bytes': documents.MAX_DOCUMENT_BYTES,
  'PartnerApplicationForm.addressProof.x-max-bytes': documents.MAX_DOCUMENT_BYTES,
  'PartnerApplicationForm.photo.x-max-bytes': documents.MAX_DOCUMENT_BYTES,
  'PartnerApplicationForm.drivingLicence.x-max-bytes': documents.MAX_DOCUMENT_BYTES,
  'uploadOwnerRegistrationDocument.body.file.x-max-bytes': documents.MAX_DOCUMENT_BYTES,
  'InitiateOwnerSignInRequest.phone.maxLength': c.MAX_PHONE_LENGTH,
  'ChallengeToken.maxLength': twoStep.MAX_CHALLENGE_TOKEN_LENGTH,
  'TotpCode.maxLength': twoStep.MAX_TYPED_CODE_LENGTH,
  'RecoveryCode.maxLength': twoStep.MAX_TYPED_CODE_LENGTH,
  'SecondFactorResetRequest.password.maxLength': c.MAX_PASSWORD_LENGTH,
  'RecoveryCodes.minItems': twoStep.RECOVERY_CODE_COUNT,
  'RecoveryCodes.maxItems': twoStep.RECOVERY_CODE_COUNT,
  'CompleteOwnerSignInRequest.requestId.maxLength': c.MAX_ID_LENGTH,
  'CompleteOwnerSignInRequest.code.maxLength': o.OWNER_CODE_LENGTH,
  'OwnerRegistrationSection.shopName.maxLength': c.MAX_NAME_LENGTH,
  'OwnerRegistrationSection.street.maxLength': c.MAX_STREET_LENGTH,
  'OwnerRegistrationSection.city.maxLength': c.MAX_PLACE_LENGTH,
  'OwnerRegistrationSection.pincode.maxLength': c.MAX_PINCODE_QUERY_LENGTH,
  'OwnerRegistrationSection.latitude.minimum': b.HYDERABAD_BOUNDS.south,
  'OwnerRegistrationSection.latitude.maximum': b.HYDERABAD_BOUNDS.north,
  'OwnerRegistrationSection.longitude.minimum': b.HYDERABAD_BOUNDS.west,
  'OwnerRegistrationSection.longitude.maximum': b.HYDERABAD_BOUNDS.east,
  'OwnerRegistrationSection.ownerName.maxLength': c.MAX_NAME_LENGTH,
  'OwnerRegistrationSection.ownerEmail.maxLength': c.MAX_EMAIL_LENGTH,
  'OwnerRegistrationSection.fssaiNumber.maxLength': b.MAX_ID_NUMBER_LENGTH,
  'OwnerRegistrationSection.gstin.maxLength': b.GSTIN_LENGTH,
  'OwnerRegistrationSection.governmentIdNumber.maxLength': b.MAX_ID_NUMBER_LENGTH,
  'OwnerRegistration.documents[].size.minimum': 0,
  'PublicStore.distanceMeters.minimum': 0,
  'Span.opens.maxLength': h.TIME_LENGTH,
  'Span.closes.maxLength': h.TIME_LENGTH,
  'DayHours.maxItems': h.MAX_SPANS_PER_DAY,
  'Closure.note.maxLength': h.MAX_CLOSURE_NOTE_LENGTH,
  // Any point on earth is a valid coordinate; Hyderabad's bounds are the finder's own check.
  'listPublicStores.lat.minimum': -90,
  'listPublicStores.lat.maximum': 90,
  'listPublicStores.lng.minimum': -180,
  'listPublicStores.lng.maximum': 180,
  'OnboardingFunnelResponse.data.weeks.minItems': o.ONBOARDING_FUNNEL_WEEKS,
  'OnboardingFunnelResponse.data.weeks.maxItems': o.ONBOARDING_FUNNEL_WEEKS,
};

/** Every enum of more than one value, named like the bounds ("<schema>.<property path>"). */
function contractEnums(): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  walkContract((record, name) => {
    if (Array.isArray(record.enum) && record.enum.length > 1) found.set(name, record.enum);
  });
  return found;
}

/** The domain list each enum of the contract repeats (in any order). */
const TIED_ENUMS: Record<string, readonly unknown[]> = {
  ConversationStatus: inbox.CONVERSATION_STATUSES,
  ConversationChannel: inbox.CONVERSATION_CHANNELS,
  'ConversationMessage.direction': inbox.MESSAGE_DIRECTIONS,
  'ConversationMessage.kind': inbox.MESSAGE_KINDS,
  'ConversationMessage.sentAs': [...inbox.REPLY_WAYS, null],
  'ReplyOptions.alternatives[]': inbox.REPLY_ALTERNATIVES,
  'AddConversationMessageRequest.kind': inbox.NEW_MESSAGE_KINDS,
  'AddConversationMessageRequest.as': inbox.REPLY_ALTERNATIVES,
  'listConversations.due': inbox.DUE_FILTERS,
  'AdminSecondStepDueResponse.data.secondStep': twoStep.SECOND_STEPS,
  Unit: UNITS,
  BranchStatus: b.STORE_STATUSES,
  ContactSubject: CONTACT_SUBJECTS,
  'CreateContactMessageRequest.subject': CONTACT_SUBJECTS,
  ContactMessageStatus: CONTACT_STATUSES,
  ActivityEntity: ACTIVITY_ENTITIES,
  DataExportStatus: rights.DATA_EXPORT_STATUSES,
  DataRequestKind: rights.DATA_REQUEST_KINDS,
  DataRequestStatus: rights.DATA_REQUEST_STATUSES,
  'ConsentWithdrawnResponse.data.delisted': rights.DELISTED_STATES,
  'listDocumentViews.entity': DOCUMENT_VIEW_ENTITIES,
  'Notification.state': NOTIFICATION_STATES,
  'Notification.channel': [...NOTIFICATION_CHANNELS, null],
  'NotificationDelivery.state': NOTIFICATION_DELIVERY_STATES,
  NotificationChannel: NOTIFICATION_CHANNELS,
  Vehicle: p.VEHICLES,
  ApplicationStatus: p.APPLICATION_STATUSES,
  PartnerDocumentKind: p.PARTNER_DOCUMENT_KINDS,
  PartnerRejectReason: p.PARTNER_REJECT_REASONS,
  'ApplicationDocument.contentType': documents.DOCUMENT_MIME_TYPES,
  'StoreDocument.contentType': documents.DOCUMENT_MIME_TYPES,
  StoreDocumentKind: b.STORE_DOCUMENT_KINDS,
  'DocumentReview.state': b.DOCUMENT_REVIEW_STATES,
  'SetBranchStatusRequest.status': [b.STORE_TRANSITIONS.approve.to, b.STORE_TRANSITIONS.reject.to],
  RejectReason: b.REJECT_REASONS,
  SuspendReason: b.SUSPEND_REASONS,
  ReopenReason: b.REOPEN_REASONS,
  GovernmentIdType: b.GOVERNMENT_ID_TYPES,
  'DocumentReviewRequest.state': b.DOCUMENT_REVIEW_STATES.filter((state) => state !== 'pending'),
  OwnerLanguage: o.OWNER_LANGUAGES,
  RegistrationState: o.REGISTRATION_STATES,
  'OwnerRegistration.documents[].contentType': documents.DOCUMENT_MIME_TYPES,
  'OwnerRegistration.documents[].review.state': b.DOCUMENT_REVIEW_STATES,
  'OwnerRegistration.decision.decision': b.STORE_DECISIONS,
  'OwnerRegistration.history[].action': o.REGISTRATION_HISTORY_ACTIONS,
  'OpenState.state': h.OPEN_STATES,
  'PublicStoreListResponse.data.reason': [...h.FINDER_REASONS, null],
  Role: ROLES,
  Permission: PERMISSIONS,
};

/**
 * Enums only the contract holds: the API's own codes, the CSV preview's row kinds, and the
 * inventory lists' kind and sort parameters.
 */
const CONTRACT_ONLY_ENUMS = new Set([
  'ErrorCode',
  'ErrorRule',
  'CatalogueUploadKind',
  'listBranchCategories.kind',
  'listCategoryProducts.kind',
  'listCategoryProducts.sort',
  'listBranchProducts.kind',
  'listBranchProducts.sort',
]);

/** Every message of packages/domain: importing each entry registers its messages. */
async function domainRules(): Promise<string[]> {
  const url = new URL('../../../../packages/domain/package.json', import.meta.url);
  const entries = Object.keys(
    (JSON.parse(readFileSync(url, 'utf8')) as { exports: Record<string, unknown> }).exports,
  );
  for (const entry of entries) await import(`@kirana/domain/${entry.slice(2)}`);
  return registeredMessages().map((message) => message.rule);
}

/** The constant a bound is tied to, by its own name or as "*.<parameter>.<keyword>". */
function tiedTo(name: string): number | undefined {
  return TIED[name] ?? TIED[`*.${name.split('.').slice(1).join('.')}`];
}

describe('the contract and packages/domain', () => {
  const bounds = contractBounds();

  test('every bound of the contract is tied to a domain constant', () => {
    const untied = [...bounds]
      .filter(([name]) => tiedTo(name) === undefined)
      .filter(([name, value]) => !(value === 1 && NOT_EMPTY.has(name.split('.').at(-1) ?? '')))
      .map(([name, value]) => `${name} = ${value}`);
    expect(untied).toEqual([]);
  });

  test.each(Object.entries(TIED).filter(([name]) => !name.startsWith('*.')))(
    '%s equals its domain constant',
    (name, constant) => {
      expect(bounds.get(name), `${name} is not in the contract`).toBe(constant);
    },
  );

  test("every enum of the contract is tied to its domain list, or is the contract's own", () => {
    const enums = contractEnums();
    const untied = [...enums.keys()].filter(
      (name) => !(name in TIED_ENUMS) && !CONTRACT_ONLY_ENUMS.has(name),
    );
    expect(untied).toEqual([]);
    for (const [name, list] of Object.entries(TIED_ENUMS)) {
      const values = enums.get(name);
      expect(values, `${name} is not an enum of the contract`).toBeDefined();
      expect([...(values ?? [])].map(String).sort(), name).toEqual([...list].map(String).sort());
    }
  });

  test("the contract's ErrorRule lists exactly the rules of the domain's message catalogue", async () => {
    const rules = await domainRules();
    expect(new Set(rules).size).toBe(rules.length);
    expect(contractEnums().get('ErrorRule')).toEqual([...rules].sort());
  });

  test('every bound of a shared parameter equals its constant', () => {
    const shared = [...bounds].filter(([name]) => !(name in TIED) && tiedTo(name) !== undefined);
    expect(shared.length).toBeGreaterThan(0);
    for (const [name, value] of shared) expect(value, name).toBe(tiedTo(name));
  });
});
