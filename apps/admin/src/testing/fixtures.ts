// Contract-typed test data: each maker answers a valid entity with overridable fields.

import type {
  Admin,
  AffiliateProduct,
  Branch,
  Category,
  DefaultCategory,
  DefaultProduct,
  Product,
  TeamMember,
  components,
} from '@kirana/api-client/types';
import { ROLE_PERMISSIONS, type Role } from '@kirana/domain/team';

type StoreDocument = components['schemas']['StoreDocument'];
type StoreDetailData = components['schemas']['BranchDetailResponse']['data'];
type PartnerApplication = components['schemas']['PartnerApplication'];
type ApplicationDocument = components['schemas']['ApplicationDocument'];
type ApplicationDetailData = components['schemas']['PartnerApplicationDetailResponse']['data'];
type Notification = components['schemas']['Notification'];

let counter = 0;

/** A fresh UUID-shaped id, different on every call. */
export function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

const NOW = '2026-01-15T10:00:00.000Z';
const MEDIA = 'http://localhost:3000/media';

export const testAdmin: Admin = {
  _id: '00000000-0000-4000-8000-aaaaaaaaaaaa',
  email: 'admin@kirana.local',
  name: 'Asha Rao',
  role: 'Owner',
  permissions: [...ROLE_PERMISSIONS.Owner],
};

/** A teammate as the team list answers them: Asha Rao, the Owner, last in on 23 Nov 2026. */
export function makeTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    _id: 'a1',
    name: 'Asha Rao',
    email: 'asha@kirana.local',
    role: 'Owner',
    lastLoginAt: '2026-11-23T04:30:00.000Z',
    deactivatedAt: null,
    ...overrides,
  };
}

/** The test admin in another role, with that role's permissions. */
export function adminWithRole(role: Role): Admin {
  return { ...testAdmin, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

export function makeStore(overrides: Partial<Branch> = {}): Branch {
  return {
    _id: nextId(),
    name: 'Sri Lakshmi Kirana',
    phone: '+91 98480 12345',
    status: 'pending',
    ownerName: 'Ravi Kumar',
    address: {
      street: '12 MG Road, Ameerpet',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500016',
      country: 'India',
    },
    createdAt: NOW,
    submittedAt: overrides.submittedAt ?? NOW,
    dueAt: new Date(
      new Date(overrides.submittedAt ?? NOW).getTime() + 2 * 24 * 60 * 60 * 1000,
    ).toISOString(),
    ...overrides,
  };
}

/** A store's detail as GET /api/admin/branches/{id} answers it. */
export function makeStoreDetail(
  branch: Branch = makeStore(),
  overrides: Partial<Omit<StoreDetailData, 'branch'>> = {},
): StoreDetailData {
  const document = (kind: StoreDocument['kind'], over: Partial<StoreDocument> = {}) => ({
    _id: nextId(),
    kind,
    contentType: 'image/jpeg' as const,
    size: 120_000,
    uploadedAt: NOW,
    erasedAt: null,
    review: { state: 'pending' as const, note: null, reviewedBy: null, reviewedAt: null },
    ...over,
  });
  return {
    branch,
    registration: {
      submittedAt: branch.submittedAt,
      dueAt: branch.dueAt,
      ownerPhone: '+91 98480 22338',
      ownerEmail: 'ravi.kumar@example.in',
      fssaiNumber: '13623011000123',
      gstin: null,
      governmentId: { type: 'aadhaar', last4: '0123', masked: 'XXXX XXXX 0123' },
      location: { latitude: 17.4375, longitude: 78.4482 },
    },
    documents: [
      document('shop_photo', {
        review: {
          state: 'verified',
          note: null,
          reviewedBy: { _id: testAdmin._id, name: testAdmin.name },
          reviewedAt: NOW,
        },
      }),
      document('fssai_certificate'),
      document('government_id'),
    ],
    owner: null,
    messages: { language: 'en', channel: null },
    earlierRejection: null,
    history: [],
    notifications: [],
    ...overrides,
  };
}

/** Sends the detail's document of `kind` as a PDF (the others stay images); gives that document. */
export function asPdf(detail: StoreDetailData, kind: StoreDocument['kind']): StoreDocument {
  const index = detail.documents.findIndex((document) => document.kind === kind);
  const document = detail.documents[index];
  if (!document) throw new Error(`The detail has no ${kind}.`);
  const pdf = { ...document, contentType: 'application/pdf' as const };
  detail.documents[index] = pdf;
  return pdf;
}

type ActivityEntry = components['schemas']['ActivityEntry'];

/** An audit entry as a history shows it: by an admin unless `byOwner`. */
export function makeActivity(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    _id: nextId(),
    at: NOW,
    action: 'approve',
    admin: overrides.byOwner ? null : { _id: testAdmin._id, name: testAdmin.name },
    byOwner: false,
    entity: 'branch',
    entityId: null,
    entityName: null,
    reason: null,
    note: null,
    summary: 'Approved',
    branchId: null,
    categoryId: null,
    ...overrides,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A delivery-partner application; its due time is two days after `submittedAt`. */
export function makePartnerApplication(
  overrides: Partial<PartnerApplication> = {},
): PartnerApplication {
  const submittedAt = overrides.submittedAt ?? NOW;
  return {
    _id: nextId(),
    name: 'Suresh Babu',
    phone: '+91 98480 22338',
    email: null,
    pincode: '500016',
    vehicle: 'bicycle',
    status: 'pending',
    submittedAt,
    dueAt: new Date(new Date(submittedAt).getTime() + 2 * DAY_MS).toISOString(),
    decidedAt: null,
    decidedBy: null,
    reason: null,
    note: null,
    previousApplicationId: null,
    ...overrides,
  };
}

/** One of an application's documents, not yet marked unless `overrides` say so. */
export function makeApplicationDocument(
  kind: ApplicationDocument['kind'],
  overrides: Partial<ApplicationDocument> = {},
): ApplicationDocument {
  return {
    _id: nextId(),
    kind,
    contentType: 'image/jpeg',
    size: 120_000,
    uploadedAt: NOW,
    erasedAt: null,
    review: { state: 'pending', note: null, reviewedBy: null, reviewedAt: null },
    ...overrides,
  };
}

/** An application as GET /api/admin/delivery-partners/applications/{id} answers it. */
export function makeApplicationDetail(
  application: PartnerApplication = makePartnerApplication(),
  overrides: Partial<Omit<ApplicationDetailData, 'application'>> = {},
): ApplicationDetailData {
  return {
    application,
    documents: [
      makeApplicationDocument('government_id', {
        review: {
          state: 'verified',
          note: null,
          reviewedBy: { _id: testAdmin._id, name: testAdmin.name },
          reviewedAt: NOW,
        },
      }),
      makeApplicationDocument('address_proof'),
      makeApplicationDocument('photo'),
    ],
    earlierApplications: [],
    history: [],
    notifications: [],
    ...overrides,
  };
}

/** A message about a decision, sent unless `overrides` say otherwise. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: nextId(),
    template: 'partner_approved',
    language: 'en',
    delivery: null,
    failure: null,
    recipientPhone: '+91 98480 22338',
    text: 'Kirana: welcome, Suresh Babu! Your delivery partner application is approved.',
    state: 'sent',
    channel: 'webhook',
    attempts: 1,
    lastError: null,
    nextAttemptAt: NOW,
    sentAt: NOW,
    createdAt: NOW,
    ...overrides,
  };
}

export function makeAffiliateProduct(overrides: Partial<AffiliateProduct> = {}): AffiliateProduct {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    name: 'Steel Pressure Cooker',
    imageUrl: `${MEDIA}/affiliate/${id}.jpg`,
    affiliateLink: 'https://shop.example.com/cooker',
    isActive: true,
    createdBy: testAdmin._id,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    name: 'Fruits',
    imageUrl: `${MEDIA}/categories/${id}.jpg`,
    createdFromTemplate: true,
    defaultCategoryId: nextId(),
    ...overrides,
  };
}

export function makeCustomCategory(overrides: Partial<Category> = {}): Category {
  return makeCategory({ createdFromTemplate: false, defaultCategoryId: null, ...overrides });
}

export function makeDefaultCategory(overrides: Partial<DefaultCategory> = {}): DefaultCategory {
  const id = overrides._id ?? nextId();
  return { _id: id, name: 'Vegetables', imageUrl: `${MEDIA}/categories/${id}.jpg`, ...overrides };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    name: 'Basmati Rice',
    description: 'Aged long-grain rice',
    price: 120,
    quantity: 1,
    unit: 'kg',
    isPacket: false,
    imageUrl: `${MEDIA}/products/${id}.jpg`,
    createdFromTemplate: true,
    defaultProductId: nextId(),
    categoryId: nextId(),
    ...overrides,
  };
}

export function makeCustomProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({ createdFromTemplate: false, defaultProductId: null, ...overrides });
}

export function makeDefaultProduct(overrides: Partial<DefaultProduct> = {}): DefaultProduct {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    name: 'Toor Dal',
    imageUrl: `${MEDIA}/products/${id}.jpg`,
    suggestedPrice: 150,
    description: 'Split pigeon peas',
    unit: 'kg',
    quantity: 1,
    isPacket: false,
    ...overrides,
  };
}

/**
 * A store's categories or products as the API lists them for a request: only the asked kind
 * (?kind=imported|custom), names containing ?q= (ignoring case), in the asked order (?sort=name,
 * price or price-desc). One page: tests of "Load more" answer their pages themselves.
 */
export function listed<T extends { name: string; createdFromTemplate: boolean; price?: number }>(
  items: readonly T[],
  query: URLSearchParams,
): T[] {
  const kind = query.get('kind');
  const q = query.get('q')?.trim().toLowerCase();
  const sort = query.get('sort') ?? 'name';
  const byName = (a: T, b: T) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());
  const byPrice = (a: T, b: T) => (a.price ?? 0) - (b.price ?? 0) || byName(a, b);
  return items
    .filter((item) => kind === null || item.createdFromTemplate === (kind === 'imported'))
    .filter((item) => !q || item.name.toLowerCase().includes(q))
    .sort((a, b) => {
      if (sort === 'price') return byPrice(a, b);
      if (sort === 'price-desc') return byPrice(b, a) || byName(a, b);
      return byName(a, b);
    });
}

/**
 * The sections a Support teammate may open, in the navigation's order (the admin-area spec's
 * role table); the layout's tests and the browser test of the menu both expect them.
 */
export const SUPPORT_SECTIONS = [
  'Dashboard',
  'Stores',
  'Delivery partners',
  'Inbox',
  'Requests',
  'Activity',
];
