// Store owners in tests: the two steps of the phone sign-in, reading the code from the outbox
// as the SMS bridge would, a signed-in owner's headers, and a store registered on the site
// through the owner's own calls.
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { STORE_DOCUMENT_KINDS } from '@kirana/domain/stores';
import { expectContract } from './contract.js';
import type { TestApp } from './app.js';
import { makeImage, multipart } from './fixtures.js';

const ADDRESS = '203.0.113.7';

/** Step one from a client address; answers the response. */
export function initiate(t: TestApp, phone: string, language = 'en', ip = ADDRESS) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/branch/login/initiate',
    payload: { phone, language },
    remoteAddress: ip,
  });
}

/** The code the outbox holds for a request (what the SMS bridge would send). */
export async function codeOf(t: TestApp, requestId: string): Promise<string> {
  const [sent] = await t.repos.notifications.listFor('owner-sign-in', requestId);
  return String(sent?.params.code ?? '');
}

export function complete(t: TestApp, requestId: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/branch/login/complete',
    payload: { requestId, code },
  });
}

/** A signed-in owner of `phone`: their token's headers. */
export async function signedInOwner(
  t: TestApp,
  phone: string,
  language = 'en',
): Promise<{ authorization: string }> {
  const started = expectContract<{ data: { requestId: string } }>(
    'initiateOwnerSignIn',
    await initiate(t, phone, language, `198.51.100.${Math.floor(Math.random() * 250)}`),
    202,
  );
  const { requestId } = started.data;
  const done = expectContract<{ data: { accessToken: string } }>(
    'completeOwnerSignIn',
    await complete(t, requestId, await codeOf(t, requestId)),
    200,
  );
  return { authorization: `Bearer ${done.data.accessToken}` };
}

/** The shop's section of the test registrations. */
export const REGISTRATION_SHOP = {
  shopName: 'Lakshmi Kirana',
  street: '12-2-826, Mehdipatnam Main Road',
  city: 'Hyderabad',
  pincode: '500028',
  latitude: 17.3941,
  longitude: 78.4425,
};

/** A registration the site would send, section by section (FSSAI number from `fssai`). */
export function registrationSections(fssai = '13623011000123', language = 'en') {
  return [
    REGISTRATION_SHOP,
    { ownerName: 'Lakshmi Devi', language },
    {
      fssaiNumber: fssai,
      governmentIdType: 'aadhaar',
      governmentIdNumber: '2345 6789 0123',
    },
  ];
}

/** An owner's call to their registration (`/api/store-owner/registration<path>`). */
export function ownerCall(
  t: TestApp,
  owner: { authorization: string },
  method: 'GET' | 'POST' | 'PATCH',
  path = '',
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/store-owner/registration${path}`,
    headers: owner,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The owner agrees to the privacy notice in force, read in `language` (the site's first step). */
export async function agreeToNotice(
  t: TestApp,
  owner: { authorization: string },
  language = 'en',
): Promise<void> {
  expectContract(
    'recordOwnerConsent',
    await ownerCall(t, owner, 'POST', '/consent', {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language,
    }),
    200,
  );
}

/** Sends one document of the owner's registration (a small JPEG unless `file` is given). */
export async function uploadOwnerDocument(
  t: TestApp,
  owner: { authorization: string },
  kind: string,
  file?: { data: Buffer; type: string },
) {
  const { data, type } = file ?? { data: await makeImage('jpeg', 300, 200), type: 'image/jpeg' };
  const form = multipart({}, [{ name: 'file', filename: 'doc', contentType: type, data }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/store-owner/registration/documents/${kind}`,
    headers: { ...owner, ...form.headers },
    payload: form.payload,
  });
}

/** Saves every section of the owner's draft and sends its three documents. */
export async function fillDraft(
  t: TestApp,
  owner: { authorization: string },
  options: { language?: string; fssai?: string } = {},
): Promise<void> {
  for (const section of registrationSections(options.fssai, options.language))
    expectContract('saveOwnerRegistration', await ownerCall(t, owner, 'PATCH', '', section), 200);
  for (const kind of STORE_DOCUMENT_KINDS)
    expectContract(
      'uploadOwnerRegistrationDocument',
      await uploadOwnerDocument(t, owner, kind),
      200,
    );
}

/**
 * A store registered on the site by the owner of `phone`: signed in, every section saved, the
 * three documents sent, submitted. Answers the owner's headers and the pending store's id.
 */
export async function registerStoreOnSite(
  t: TestApp,
  phone: string,
  options: { language?: string; fssai?: string } = {},
): Promise<{ owner: { authorization: string }; storeId: string }> {
  const owner = await signedInOwner(t, phone, options.language);
  expectContract('startOwnerRegistration', await ownerCall(t, owner, 'POST'), 201);
  await agreeToNotice(t, owner, options.language);
  await fillDraft(t, owner, options);
  const submitted = expectContract<{ data: { registration: { storeId: string } } }>(
    'submitOwnerRegistration',
    await ownerCall(t, owner, 'POST', '/submit'),
    200,
  );
  return { owner, storeId: submitted.data.registration.storeId };
}
