// Notice and consent (issue 40 §4): a store owner agrees to the privacy notice in force before
// the registration's first step; the agreement (version, language, time) is kept and shown with
// the registration, and a submission without it, or with an agreement to an earlier notice, is
// refused with the domain's message and changes nothing.
import { describe, expect, test } from 'vitest';
import type { Message } from '@kirana/domain/catalogue';
import { invalidFieldMessage } from '@kirana/domain/common';
import {
  CONSENT_REQUIRED,
  NOTICE_OUTDATED,
  PRIVACY_NOTICE_VERSION,
} from '@kirana/domain/privacy-notice';
import { REGISTRATION_NOT_FOUND } from '@kirana/domain/store-owners';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { fillDraft, ownerCall, signedInOwner } from '../testing/owners.js';

interface View {
  data: {
    registration: {
      state: string;
      consent: { noticeVersion: string; language: string; at: string } | null;
    } | null;
  };
}

describe.skipIf(!DATABASE_AVAILABLE)(`notice and consent (${TEST_DB})`, () => {
  const t = useTestApp();

  /** A draft with every section and document, and no consent yet. */
  async function completeWithoutConsent(owner: { authorization: string }) {
    expectContract('startOwnerRegistration', await ownerCall(t, owner, 'POST'), 201);
    await fillDraft(t, owner);
  }

  const agree = (owner: { authorization: string }, payload: Record<string, unknown>) =>
    ownerCall(t, owner, 'POST', '/consent', payload);

  const consents = () =>
    t.db.query<{ version: string; language: string }>(
      'select notice_version as version, language from owner_consents order by consented_at',
    );

  test('the agreement is recorded with its version, language and time, and shown with the registration', async () => {
    const owner = await signedInOwner(t, '9848022338', 'te');
    // Nothing to agree to before a registration is started.
    expectError(
      'recordOwnerConsent',
      await agree(owner, { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'te' }),
      404,
      REGISTRATION_NOT_FOUND,
    );
    const started = expectContract<View>(
      'startOwnerRegistration',
      await ownerCall(t, owner, 'POST'),
      201,
    );
    expect(started.data.registration?.consent).toBeNull();

    const before = Date.now();
    const agreed = expectContract<View>(
      'recordOwnerConsent',
      await agree(owner, { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'te' }),
      200,
    );
    const consent = agreed.data.registration?.consent;
    expect(consent).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, language: 'te' });
    const at = new Date(consent?.at ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await consents()).toEqual([{ version: PRIVACY_NOTICE_VERSION, language: 'te' }]);
    const read = expectContract<View>(
      'getOwnerRegistration',
      await ownerCall(t, owner, 'GET'),
      200,
    );
    expect(read.data.registration?.consent).toEqual(consent);
  });

  test('a notice that is not the one in force, or a language we do not speak, records nothing', async () => {
    const owner = await signedInOwner(t, '9848022338');
    expectContract('startOwnerRegistration', await ownerCall(t, owner, 'POST'), 201);
    expectError(
      'recordOwnerConsent',
      await agree(owner, { noticeVersion: '2025-01-01', language: 'en' }),
      400,
      invalidFieldMessage('noticeVersion', NOTICE_OUTDATED),
    );
    expectError('recordOwnerConsent', await agree(owner, { language: 'en' }), 400);
    expectError(
      'recordOwnerConsent',
      await agree(owner, { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'ta' }),
      400,
    );
    expect(await consents()).toEqual([]);
  });

  test('a submission without consent, or with consent to an earlier notice, is refused and changes nothing', async () => {
    const owner = await signedInOwner(t, '9848022338', 'hi');
    await completeWithoutConsent(owner);
    const drafts = () => t.db.query('select * from store_registrations order by id');
    const before = await drafts();
    /** The submission is refused with `message`: no branch is made and no draft changes. */
    const expectRefused = async (message: Message) => {
      expectError(
        'submitOwnerRegistration',
        await ownerCall(t, owner, 'POST', '/submit'),
        400,
        message,
      );
      expect(await t.db.query('select 1 from branches')).toHaveLength(0);
      expect(await drafts()).toEqual(before);
    };
    await expectRefused(CONSENT_REQUIRED);

    // They agreed to an earlier notice: asked to read the new one.
    await t.db.query(
      `insert into owner_consents (owner_id, notice_version, language, consented_at)
       select owner_id, '2025-01-01', 'hi', now() - interval '1 day' from store_registrations`,
    );
    await expectRefused(NOTICE_OUTDATED);
    expect(await t.db.query('select 1 from notifications where entity = $1', ['branch'])).toEqual(
      [],
    );

    expectContract(
      'recordOwnerConsent',
      await agree(owner, { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi' }),
      200,
    );
    const submitted = expectContract<View>(
      'submitOwnerRegistration',
      await ownerCall(t, owner, 'POST', '/submit'),
      200,
    );
    expect(submitted.data.registration).toMatchObject({
      state: 'pending',
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi' },
    });
  });
});
