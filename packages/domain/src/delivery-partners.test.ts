import { describe, expect, test } from 'vitest';
import { activitySummary } from './activity.js';
import { notificationText } from './notifications.js';
import {
  PINCODE_OUTSIDE_HYDERABAD,
  isHyderabadPincode,
  missingPartnerDocuments,
  needsLicence,
  requiredPartnerDocuments,
} from './delivery-partners.js';
import { partnerApplicationSchema, rejectApplicationBodySchema } from './delivery-partner-rules.js';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice.js';

describe('delivery partners', () => {
  test('a motorbike or an electric scooter needs a driving licence, a bicycle or on foot not', () => {
    expect(needsLicence('motorbike')).toBe(true);
    expect(needsLicence('electric_scooter')).toBe(true);
    expect(needsLicence('bicycle')).toBe(false);
    expect(requiredPartnerDocuments('on_foot')).toEqual([
      'government_id',
      'address_proof',
      'photo',
    ]);
    expect(
      missingPartnerDocuments('motorbike', ['government_id', 'address_proof', 'photo']),
    ).toEqual(['driving_licence']);
  });

  test('pincodes of Hyderabad and Secunderabad only', () => {
    expect(isHyderabadPincode('500001')).toBe(true);
    expect(isHyderabadPincode('500110')).toBe(true);
    expect(isHyderabadPincode('500111')).toBe(false);
    expect(isHyderabadPincode('560001')).toBe(false);
    expect(isHyderabadPincode('50001')).toBe(false);
    const parsed = partnerApplicationSchema.safeParse({
      name: 'Ravi',
      phone: '9848022338',
      pincode: '560001',
      vehicle: 'bicycle',
    });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(
      PINCODE_OUTSIDE_HYDERABAD.rule,
    );
  });

  test('the form keeps a mobile as its 10 digits and a blank e-mail as none', () => {
    expect(
      partnerApplicationSchema.parse({
        name: ' Ravi Teja ',
        phone: '+91 98480 22338',
        email: ' ',
        pincode: '500028',
        vehicle: 'motorbike',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeLanguage: 'te',
      }),
    ).toMatchObject({
      name: 'Ravi Teja',
      phone: '9848022338',
      email: null,
      pincode: '500028',
      vehicle: 'motorbike',
      language: 'en',
    });
  });

  test('a rejection takes a reason of its list, and "other" a note', () => {
    expect(rejectApplicationBodySchema.safeParse({ reason: 'licence_missing' }).success).toBe(true);
    expect(rejectApplicationBodySchema.safeParse({ reason: 'duplicate_store' }).success).toBe(
      false,
    );
    expect(rejectApplicationBodySchema.safeParse({ reason: 'other' }).success).toBe(false);
  });

  test('the applicant reads the reason in words; the history names the document', () => {
    expect(
      notificationText('partner_rejected', { name: 'Ravi', reason: 'licence_missing' }),
    ).toContain('Reason: Driving licence missing.');
    expect(
      activitySummary(
        'review-document',
        { kind: 'government_id', state: 'verified' },
        'delivery-partner-application',
      ),
    ).toEqual('Marked Government ID verified');
    expect(
      activitySummary('review-document', { kind: 'government_id', state: 'verified' }, 'branch'),
    ).toBe("Marked Owner's government ID verified");
  });
});
