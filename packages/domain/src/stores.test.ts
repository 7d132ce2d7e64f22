import { describe, expect, it } from 'vitest';
import * as messages from './stores.js';
import {
  GSTIN_CHECK_INVALID,
  dueAt,
  gstinCheckCharacter,
  idNumberLast4,
  isGovernmentIdNumber,
  isGstin,
  isInHyderabad,
  maskedIdNumber,
  transitionRefusedMessage,
  LOCATION_OUTSIDE_HYDERABAD,
} from './stores.js';
import {
  decisionBodySchema,
  documentReviewBodySchema,
  loginAsBranchBodySchema,
  registrationBodySchema,
  validateBranchLookup,
} from './store-rules.js';
import { NOTE_REQUIRED_FOR_OTHER, REASON_REQUIRED } from './decisions.js';
import { describeWordForWord } from './testing/word-for-word.js';

describe('decisions', () => {
  it('says which status a refused decision needs', () => {
    expect(transitionRefusedMessage('suspend')).toEqual('Only an approved store can be suspended.');
    expect(transitionRefusedMessage('approve')).toEqual(
      'Only a pending branch can be approved or rejected.',
    );
    expect(transitionRefusedMessage('reopen')).toEqual('Only a rejected store can be reopened.');
  });

  it('takes a reason from the decision’s own list, and a note for "other"', () => {
    const reject = decisionBodySchema('reject');
    expect(reject.safeParse({ reason: 'unclear_document' }).success).toBe(true);
    expect(reject.safeParse({}).error?.issues[0]?.message).toBe(REASON_REQUIRED.rule);
    expect(reject.safeParse({ reason: 'licence_expired' }).success).toBe(false);
    expect(reject.safeParse({ reason: 'other' }).error?.issues[0]?.message).toBe(
      NOTE_REQUIRED_FOR_OTHER.rule,
    );
    expect(reject.safeParse({ reason: 'other', note: '   ' }).success).toBe(false);
    expect(reject.safeParse({ reason: 'other', note: ' Two shops, one licence ' }).data).toEqual({
      reason: 'other',
      note: 'Two shops, one licence',
    });
    expect(decisionBodySchema('suspend').safeParse({ reason: 'licence_expired' }).success).toBe(
      true,
    );
    expect(decisionBodySchema('approve').safeParse({}).data).toEqual({ note: undefined });
    expect(decisionBodySchema('approve').safeParse({ reason: 'other' }).success).toBe(false);
    expect(
      decisionBodySchema('reject').safeParse({ reason: 'other', note: 'x'.repeat(1001) }).success,
    ).toBe(false);
  });
});

describe('the 2-day promise', () => {
  const submitted = '2026-11-20T10:00:00.000Z';

  it('is due two days after submission', () => {
    expect(dueAt(submitted).toISOString()).toEqual('2026-11-22T10:00:00.000Z');
  });
});

describe('registration', () => {
  it('checks a GSTIN’s check character', () => {
    // 36 (Telangana), PAN AABCU9603R, entity 1, Z, check.
    const first14 = '36AABCU9603R1Z';
    const valid = `${first14}${gstinCheckCharacter(first14)}`;
    expect(isGstin(valid)).toBe(true);
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true); // a published example
    expect(isGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isGstin('99AAPFU0939F1ZV')).toBe(false);
  });

  it('checks each kind of ID number and keeps only its last four', () => {
    expect(isGovernmentIdNumber('aadhaar', '2345 6789 0123')).toBe(true);
    expect(isGovernmentIdNumber('aadhaar', '1234 5678 9012')).toBe(false);
    expect(isGovernmentIdNumber('pan', 'abcpd1234k')).toBe(true);
    expect(isGovernmentIdNumber('voter_id', 'XYZ1234567')).toBe(true);
    expect(isGovernmentIdNumber('passport', 'K1234567')).toBe(true);
    expect(isGovernmentIdNumber('driving_licence', 'TS09 20190001234')).toBe(true);
    expect(isGovernmentIdNumber('pan', '2345 6789 0123')).toBe(false);
    expect(idNumberLast4('2345 6789 0123')).toEqual('0123');
    expect(maskedIdNumber('aadhaar', '0123')).toEqual('XXXX XXXX 0123');
    expect(maskedIdNumber('pan', '234K')).toEqual('••••234K');
  });

  it('keeps locations inside Hyderabad', () => {
    expect(isInHyderabad(17.385, 78.4867)).toBe(true);
    expect(isInHyderabad(12.9716, 77.5946)).toBe(false); // Bengaluru
  });

  it('answers the registration with the ID number reduced to its last four', () => {
    const body = {
      ownerPhone: '098480 22338',
      ownerEmail: ' anil@example.in ',
      fssaiNumber: '13623011000123',
      gstin: '',
      governmentIdType: 'aadhaar',
      governmentIdNumber: '2345 6789 0123',
      latitude: 17.4,
      longitude: 78.45,
    };
    expect(registrationBodySchema.parse(body)).toEqual({
      ownerPhone: '+91 98480 22338',
      ownerEmail: 'anil@example.in',
      fssaiNumber: '13623011000123',
      gstin: null,
      governmentIdType: 'aadhaar',
      governmentIdLast4: '0123',
      latitude: 17.4,
      longitude: 78.45,
    });
    const bad = registrationBodySchema.safeParse({
      ...body,
      gstin: '27AAPFU0939F1ZA',
      fssaiNumber: '1234',
      latitude: 12.97,
    });
    const messages = bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['gstin', GSTIN_CHECK_INVALID.rule]);
    expect(messages?.map(([path]) => path)).toEqual(
      expect.arrayContaining(['fssaiNumber', 'gstin']),
    );
  });

  it('names the coordinate that lies outside Hyderabad', () => {
    const body = {
      ownerPhone: '9848022338',
      ownerEmail: 'anil@example.in',
      fssaiNumber: '13623011000123',
      governmentIdType: 'aadhaar',
      governmentIdNumber: '2345 6789 0123',
    };
    const pathOf = (latitude: number, longitude: number) =>
      registrationBodySchema
        .safeParse({ ...body, latitude, longitude })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(pathOf(17.41, 0)).toEqual([['longitude', LOCATION_OUTSIDE_HYDERABAD.rule]]);
    expect(pathOf(12.97, 78.45)).toEqual([['latitude', LOCATION_OUTSIDE_HYDERABAD.rule]]);
    expect(pathOf(12.97, 77.59)).toEqual([['latitude', LOCATION_OUTSIDE_HYDERABAD.rule]]);
  });
});

describe('documents', () => {
  it('needs a note to mark a document unclear', () => {
    expect(documentReviewBodySchema.safeParse({ state: 'verified' }).success).toBe(true);
    expect(documentReviewBodySchema.safeParse({ state: 'unclear' }).success).toBe(false);
    expect(
      documentReviewBodySchema.safeParse({ state: 'unclear', note: 'Name is cut off' }).success,
    ).toBe(true);
  });
});

describe('branch lookup', () => {
  it('needs a Branch ID that is not blank, and trims it', () => {
    expect(validateBranchLookup({ branchId: '  br-42 ' })).toEqual({
      ok: true,
      value: { branchId: 'br-42' },
    });
    for (const branchId of ['', '   ']) {
      expect(validateBranchLookup({ branchId })).toEqual({
        ok: false,
        errors: { branchId: 'Please enter a Branch ID.' },
        message: 'Please enter a Branch ID.',
      });
    }
  });

  it('is the login-as-branch body too', () => {
    expect(loginAsBranchBodySchema.safeParse({}).success).toBe(false);
    expect(loginAsBranchBodySchema.parse({ branchId: ' b1 ' })).toEqual({ branchId: 'b1' });
    const long = validateBranchLookup({ branchId: 'x'.repeat(101) });
    expect(!long.ok && long.message).toEqual('A Branch ID is at most 100 characters.');
  });
});

describeWordForWord(messages, [
  ['BRANCH_ID_REQUIRED', 'Please enter a Branch ID.'],
  ['BRANCH_APPROVED', 'Branch has been successfully approved.'],
  ['BRANCH_REJECTED', 'Branch has been successfully rejected.'],
]);
