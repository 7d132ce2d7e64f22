// The shop's pin: kept inside Hyderabad, started from a pincode's centre, said in words.
import { HYDERABAD_BOUNDS } from '@kirana/domain/stores';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages';
import { CITY_CENTRE, formatPin, keepInHyderabad, pinFrom, pincodePin } from './pin';

const ABIDS = { latitude: 17.387436, longitude: 78.472173 };

describe('keepInHyderabad', () => {
  it('keeps a point inside as it is, to six decimals', () => {
    expect(keepInHyderabad(17.3874361234, 78.4721729)).toEqual({ pin: ABIDS, atEdge: false });
  });

  it('holds a point outside at the edge and says so', () => {
    const { pin, atEdge } = keepInHyderabad(HYDERABAD_BOUNDS.north + 0.1, 78.5);
    expect(pin).toEqual({ latitude: HYDERABAD_BOUNDS.north, longitude: 78.5 });
    expect(atEdge).toBe(true);
  });
});

describe('pinFrom, pincodePin and formatPin', () => {
  it('takes a location inside Hyderabad and refuses one outside', () => {
    expect(pinFrom(17.4000001234, 78.5)).toEqual({ latitude: 17.4, longitude: 78.5 });
    expect(pinFrom(12.97, 77.59)).toBeNull();
  });

  it("starts from a known pincode's centre, or from the city's middle", () => {
    expect(pincodePin('500001')).toEqual(ABIDS);
    expect(pincodePin(' 500028 ')).toEqual({ latitude: 17.394103, longitude: 78.442496 });
    expect(pincodePin('110001')).toBeNull();
    expect(CITY_CENTRE).toEqual({ latitude: 17.425, longitude: 78.475 });
  });

  it('names latitude and longitude in the page language, five decimals', () => {
    const words = (locale: 'en' | 'te' | 'hi') => messagesFor(locale).storeOwner.coordinates;
    expect(formatPin(ABIDS, words('en'))).toBe('latitude 17.38744, longitude 78.47217');
    expect(formatPin(ABIDS, words('te'))).toBe('అక్షాంశం 17.38744, రేఖాంశం 78.47217');
    expect(formatPin(ABIDS, words('hi'))).toBe('अक्षांश 17.38744, देशांतर 78.47217');
  });
});
