import { describe, expect, it } from 'vitest';
import { DELIVERY_PARTNER_REVIEW, STORE_REVIEW, unverifiedDocuments } from '@kirana/domain/review';
import { REQUIRED_STORE_DOCUMENTS } from '@kirana/domain/stores';
import { unverifiedWarning } from './messages';

describe('the warning of unverified documents', () => {
  it("names a store's required documents not yet verified", () => {
    const docs = [
      { kind: 'shop_photo', review: { state: 'verified' } },
      { kind: 'fssai_certificate', review: { state: 'unclear' } },
    ];
    const unverified = unverifiedDocuments(REQUIRED_STORE_DOCUMENTS, docs);
    expect(unverifiedWarning(STORE_REVIEW, unverified)).toBe(
      "Not yet verified: FSSAI certificate, Owner's government ID.",
    );
  });

  it("names an application's by their labels", () => {
    expect(unverifiedWarning(DELIVERY_PARTNER_REVIEW, ['address_proof', 'photo'])).toBe(
      'Not yet verified: Address proof, Photo of the applicant.',
    );
  });
});
