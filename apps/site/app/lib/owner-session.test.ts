// The owner's session in the tab: kept until it expires, malformed or expired entries dropped.
import { afterEach, describe, expect, it } from 'vitest';
import { clearOwnerSession, ownerToken, readOwnerSession, saveOwnerSession } from './owner-session';

const session = {
  token: 'owner-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
  phone: '+91 ••••• •2338',
};

afterEach(() => sessionStorage.clear());

describe('the owner session', () => {
  it('is kept in sessionStorage (this tab), not in localStorage', () => {
    saveOwnerSession(session);
    expect(readOwnerSession(Date.parse('2029-12-31T00:00:00Z'))).toEqual(session);
    expect(localStorage.length).toBe(0);
    expect(ownerToken()).toBe('owner-token');
    clearOwnerSession();
    expect(ownerToken()).toBeNull();
  });

  it('drops an expired or malformed entry', () => {
    saveOwnerSession(session);
    expect(readOwnerSession(Date.parse('2030-01-01T00:00:00Z'))).toBeNull();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('kirana.ownerSession', '{not json');
    expect(readOwnerSession()).toBeNull();
  });
});
