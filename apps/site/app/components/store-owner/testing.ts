// What the store owner's component tests share: registrations as the API answers them, a fake
// API that routes each call by method and path, and a signed-in tab.
import { afterEach, beforeEach, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { errorResponse, jsonResponse } from '../../testing/render';
import { saveOwnerSession } from '../../lib/owner-session';
import type { OwnerView, Registration } from './calls/view';

export const OWNER = { _id: 'o1', phone: '+91 ••••• •2338', language: 'en' as const };

const EMPTY_FIELDS: Registration['fields'] = {
  shopName: null,
  street: null,
  city: null,
  pincode: null,
  latitude: null,
  longitude: null,
  ownerName: null,
  ownerEmail: null,
  language: 'en',
  fssaiNumber: null,
  gstin: null,
  governmentIdType: null,
  governmentIdNumber: null,
};

export const ALL_MISSING = [
  'shopName',
  'street',
  'city',
  'pincode',
  'latitude',
  'longitude',
  'ownerName',
  'fssaiNumber',
  'governmentIdType',
  'governmentIdNumber',
  'shop_photo',
  'fssai_certificate',
  'government_id',
];

export const FILLED_FIELDS: Registration['fields'] = {
  shopName: 'Sri Lakshmi Kirana',
  street: '12-2-331 Main Road, near Ganesh temple',
  city: 'Mehdipatnam',
  pincode: '500028',
  latitude: 17.394103,
  longitude: 78.442496,
  ownerName: 'Lakshmi Devi',
  ownerEmail: null,
  language: 'te',
  fssaiNumber: '12345678901234',
  gstin: null,
  governmentIdType: 'aadhaar',
  governmentIdNumber: 'XXXX XXXX 4321',
};

export function document(
  kind: Registration['documents'][number]['kind'],
  extra: Partial<Registration['documents'][number]> = {},
): Registration['documents'][number] {
  return {
    kind,
    contentType: kind === 'fssai_certificate' ? 'application/pdf' : 'image/jpeg',
    size: 240_000,
    uploadedAt: '2026-03-02T05:00:00.000Z',
    review: { state: 'pending', note: null },
    ...extra,
  };
}

/** The owner agreed to the privacy notice in force (as every registration had to, issue 40). */
export const AGREED: NonNullable<Registration['consent']> = {
  noticeVersion: PRIVACY_NOTICE_VERSION,
  language: 'en',
  at: '2026-03-02T04:30:00.000Z',
};

export function registration(over: Partial<Registration> = {}): Registration {
  return {
    consent: AGREED,
    state: 'draft',
    storeId: null,
    fields: EMPTY_FIELDS,
    documents: [],
    missing: ALL_MISSING,
    submittedAt: null,
    dueAt: null,
    decision: null,
    history: [],
    ...over,
  };
}

/** An approved registration: its store, s1, is on the store finder. */
export const APPROVED = registration({
  state: 'approved',
  storeId: 's1',
  fields: FILLED_FIELDS,
  missing: [],
});

export const viewOf = (reg: Registration | null): OwnerView => ({
  owner: OWNER,
  registration: reg,
});
export const answer = (reg: Registration | null, status = 200) =>
  jsonResponse({ status: 'success', data: viewOf(reg) }, status);
export const refusal = (status: number, body: Record<string, unknown>) =>
  errorResponse(status, { message: 'Refused.', ...body });

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that answers by `METHOD /path`; every call is recorded with its JSON body. */
export function fakeApi(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const call = {
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    calls.push(call);
    const route = routes[`${request.method} ${path}`];
    if (!route) throw new Error(`no route for ${request.method} ${path}`);
    return route(call);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** The tab holds an owner's session, as after signing in. */
export function signedIn() {
  saveOwnerSession({
    token: 'owner-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    phone: OWNER.phone,
  });
}

/**
 * Each test of the file starts signed in and leaves no session or draft behind (the site's
 * setup undoes stubbed globals).
 */
export function signedInEachTest() {
  beforeEach(() => signedIn());
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
}

/** A store's hours as the API answers them: every day 07:00-21:00, open now until 21:00. */
export function storeHours(over: Record<string, unknown> = {}) {
  const day = [{ opens: '07:00', closes: '21:00' }];
  return {
    hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
    closure: null,
    open: { state: 'open', changesAt: '2026-11-23T15:30:00.000Z', note: null },
    ...over,
  };
}
export const hoursAnswer = (hours = storeHours()) =>
  jsonResponse({ status: 'success', data: { storeHours: hours } });
