// The review tables as the screens and the API read them: which decisions a status offers, when
// documents are still marked, which are unverified or missing, and the unclear notes carried
// into a rejection.
import { describe, expect, it } from 'vitest';
import { REQUIRED_STORE_DOCUMENTS } from './stores.js';
import { requiredPartnerDocuments } from './delivery-partners.js';
import {
  DELIVERY_PARTNER_REVIEW,
  STORE_REVIEW,
  decidesOnUnclearDocuments,
  isUnderReview,
  missingDocuments,
  openDecisions,
  unclearDocumentsNote,
  unverifiedDocuments,
} from './review.js';

describe('stores', () => {
  it('offers each status only its own decisions', () => {
    expect(openDecisions(STORE_REVIEW, 'pending')).toEqual(['approve', 'reject']);
    expect(openDecisions(STORE_REVIEW, 'approved')).toEqual(['suspend']);
    expect(openDecisions(STORE_REVIEW, 'suspended')).toEqual(['reinstate']);
    expect(openDecisions(STORE_REVIEW, 'rejected')).toEqual(['reopen']);
    expect(openDecisions(STORE_REVIEW, 'archived')).toEqual([]);
  });

  it('lists the required documents not yet verified', () => {
    const docs = [
      { kind: 'shop_photo', review: { state: 'verified' } },
      { kind: 'fssai_certificate', review: { state: 'unclear' } },
    ];
    const unverified = unverifiedDocuments(REQUIRED_STORE_DOCUMENTS, docs);
    expect(unverified).toEqual(['fssai_certificate', 'government_id']);
    expect(missingDocuments(REQUIRED_STORE_DOCUMENTS, docs)).toEqual(['government_id']);
  });

  it('marks documents while a decision on them is open: pending or suspended', () => {
    expect(STORE_REVIEW.statuses.filter((s) => isUnderReview(STORE_REVIEW, s))).toEqual([
      'pending',
      'suspended',
    ]);
  });
});

describe('delivery-partner applications', () => {
  it('offers approve and reject while pending, nothing once decided', () => {
    expect(openDecisions(DELIVERY_PARTNER_REVIEW, 'pending')).toEqual(['approve', 'reject']);
    expect(openDecisions(DELIVERY_PARTNER_REVIEW, 'approved')).toEqual([]);
    expect(isUnderReview(DELIVERY_PARTNER_REVIEW, 'rejected')).toBe(false);
  });

  it('warns of the required documents not verified, the licence only where needed', () => {
    const verified = (kind: string) => ({ kind, review: { state: 'verified' } });
    const docs = [verified('government_id'), { kind: 'photo', review: { state: 'unclear' } }];
    expect(unverifiedDocuments(requiredPartnerDocuments('bicycle'), docs)).toEqual([
      'address_proof',
      'photo',
    ]);
    expect(unverifiedDocuments(requiredPartnerDocuments('motorbike'), docs)).toEqual([
      'address_proof',
      'photo',
      'driving_licence',
    ]);
  });
});

describe('the notes of unclear documents', () => {
  it('are one line per unclear document, by its name, for the decisions that take that reason', () => {
    const docs = [
      { kind: 'shop_photo', review: { state: 'verified', note: null } },
      { kind: 'fssai_certificate', review: { state: 'unclear', note: 'Too dark to read.' } },
      { kind: 'government_id', review: { state: 'unclear', note: 'The name is cut off.' } },
    ];
    expect(unclearDocumentsNote(STORE_REVIEW, docs)).toBe(
      "FSSAI certificate: Too dark to read.\nOwner's government ID: The name is cut off.",
    );
    expect(unclearDocumentsNote(STORE_REVIEW, docs.slice(0, 1))).toBe('');
    expect(
      STORE_REVIEW.decisions.filter((d) => decidesOnUnclearDocuments(STORE_REVIEW, d)),
    ).toEqual(['reject']);
    expect(decidesOnUnclearDocuments(DELIVERY_PARTNER_REVIEW, 'reject')).toBe(true);
  });
});
