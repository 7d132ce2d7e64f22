// The registration's steps as data: where an owner coming back starts, what each step sends.
import { describe, expect, it } from 'vitest';
import { FILLED_FIELDS, registration } from './testing';
import { firstStep, formFieldOf, sectionOf, stepOf, valuesOf } from './registration-form';

describe('where an owner coming back starts', () => {
  it('is the first step with something missing, or the review when nothing is', () => {
    expect(firstStep(registration())).toBe('shop');
    expect(firstStep(registration({ missing: ['ownerName', 'shop_photo'] }))).toBe('owner');
    expect(firstStep(registration({ missing: ['government_id'] }))).toBe('documents');
    expect(firstStep(registration({ missing: [] }))).toBe('review');
  });
});

describe('a field the API names', () => {
  it('is found on its step; latitude and longitude are the pin', () => {
    expect(formFieldOf('latitude')).toBe('pin');
    expect(stepOf('pin')).toBe('shop');
    expect(formFieldOf('fssai_certificate')).toBe('fssai_certificate');
    expect(stepOf('fssai_certificate')).toBe('documents');
    expect(formFieldOf('file')).toBeNull();
  });
});

describe('what the licences step sends', () => {
  const saved = registration({ fields: FILLED_FIELDS, missing: [] });

  it('keeps a saved ID number unless it is typed again or the ID type changes', () => {
    const values = valuesOf(saved, 'en');
    expect(values.governmentIdNumber).toBe('');
    expect(sectionOf('licences', values, saved)).toEqual({
      fssaiNumber: '12345678901234',
      gstin: '',
      governmentIdType: 'aadhaar',
    });
    expect(sectionOf('licences', { ...values, governmentIdType: 'pan' }, saved)).toMatchObject({
      governmentIdType: 'pan',
      governmentIdNumber: '',
    });
    expect(
      sectionOf('licences', { ...values, governmentIdNumber: '2345 6789 0123' }, saved),
    ).toMatchObject({ governmentIdNumber: '2345 6789 0123' });
  });

  it('sends the pin only once it is placed', () => {
    const empty = registration();
    const values = valuesOf(empty, 'te');
    expect(values.language).toBe('en');
    expect(sectionOf('shop', values, empty)).not.toHaveProperty('latitude');
    expect(
      sectionOf('shop', { ...values, pin: { latitude: 17.4, longitude: 78.5 } }, empty),
    ).toMatchObject({ latitude: 17.4, longitude: 78.5 });
  });
});
