// The owner's unsaved typing on the device: only what differs from the saved registration, by
// owner and step, never the government ID's number; a malformed entry is dropped; clearing one
// owner's drafts leaves another's.
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey } from './draft-storage';
import { STEP_FIELDS, type FormValues } from './registration-form';
import { DRAFT_FIELDS, clearDraft, clearDrafts, readDrafts, saveDraft } from './step-drafts';

const SAVED: FormValues = {
  shopName: 'Sri Lakshmi Kirana',
  street: '',
  city: '',
  pincode: '',
  pin: null,
  ownerName: '',
  ownerEmail: '',
  language: 'te',
  fssaiNumber: '',
  gstin: '',
  governmentIdType: '',
  governmentIdNumber: '',
};

afterEach(() => localStorage.clear());

describe('step drafts', () => {
  it("keep each section step's fields but the ID's number", () => {
    for (const step of ['shop', 'owner', 'licences'] as const)
      expect(DRAFT_FIELDS[step]).toEqual(
        STEP_FIELDS[step].filter((field) => field !== 'governmentIdNumber'),
      );
  });

  it('keep what differs from the saved registration, and give it back', () => {
    const typed = {
      ...SAVED,
      street: '12-2-331 Main Road',
      pin: { latitude: 17.39, longitude: 78.44 },
    };
    saveDraft('o1', 'shop', typed, SAVED);
    expect(JSON.parse(localStorage.getItem('kirana.registrationDraft.o1.shop') ?? '')).toEqual({
      street: '12-2-331 Main Road',
      pin: { latitude: 17.39, longitude: 78.44 },
    });
    expect(readDrafts('o1')).toEqual({
      values: { street: '12-2-331 Main Road', pin: { latitude: 17.39, longitude: 78.44 } },
      steps: ['shop'],
    });
    expect(readDrafts('o2')).toEqual({ values: {}, steps: [] });
    // Typed back to what is saved: nothing left to keep.
    saveDraft('o1', 'shop', SAVED, SAVED);
    expect(localStorage.getItem(draftKey('o1', 'shop'))).toBeNull();
  });

  it("never write the government ID's number to the device", () => {
    saveDraft(
      'o1',
      'licences',
      { ...SAVED, governmentIdType: 'aadhaar', governmentIdNumber: '2345 6789 0123' },
      SAVED,
    );
    const stored = localStorage.getItem(draftKey('o1', 'licences')) ?? '';
    expect(JSON.parse(stored)).toEqual({ governmentIdType: 'aadhaar' });
    expect(stored).not.toContain('0123');
  });

  it('drop an entry that is not a draft', () => {
    localStorage.setItem(draftKey('o1', 'shop'), '{not json');
    localStorage.setItem(draftKey('o1', 'owner'), JSON.stringify({ language: 'fr', ownerName: 7 }));
    expect(readDrafts('o1')).toEqual({ values: {}, steps: [] });
    expect(localStorage.getItem(draftKey('o1', 'shop'))).toBeNull();
    expect(localStorage.getItem(draftKey('o1', 'owner'))).toBeNull();
  });

  it("clear one step, or all of one owner's steps and no one else's", () => {
    saveDraft('o1', 'shop', { ...SAVED, city: 'Mehdipatnam' }, SAVED);
    saveDraft('o1', 'owner', { ...SAVED, ownerName: 'Lakshmi' }, SAVED);
    saveDraft('o2', 'owner', { ...SAVED, ownerName: 'Ravi' }, SAVED);
    clearDraft('o1', 'shop');
    expect(readDrafts('o1').steps).toEqual(['owner']);
    clearDrafts('o1');
    expect(readDrafts('o1').steps).toEqual([]);
    expect(readDrafts('o2').values).toEqual({ ownerName: 'Ravi' });
  });
});
