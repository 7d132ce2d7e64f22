import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage';

describe('storage keys', () => {
  it('names the storage keys of the session', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'accessToken',
      tokenExpiry: 'tokenExpiry',
      adminData: 'adminData',
    });
  });
});
