// A store owner's session on the site: the token from the phone sign-in, kept in sessionStorage
// (docs/decisions.md, "Store owners on the site"): it lives as long as the tab, is shared by the
// owner's pages (/register-store, /store-status) in that tab, and is gone when the tab closes,
// so a shop's shared phone or a cyber café's computer does not stay signed in to the owner's
// registration. The draft itself is kept on the server.

const KEY = 'kirana.ownerSession';

export interface OwnerSession {
  token: string;
  /** When the token ends (ISO 8601, the server's expiresAt). */
  expiresAt: string;
  /** The owner's number as the API shows it, masked ("+91 ••••• •2338"). */
  phone: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled (some private modes): the owner signs in on each page.
    return null;
  }
}

function isSession(value: unknown): value is OwnerSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expiresAt, phone } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof expiresAt === 'string' && typeof phone === 'string';
}

/** The stored session, if there is one that has not expired (an expired one is dropped). */
export function readOwnerSession(now = Date.now()): OwnerSession | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (isSession(value) && Date.parse(value.expiresAt) > now) return value;
  } catch {
    // A malformed entry counts as none.
  }
  clearOwnerSession();
  return null;
}

export function saveOwnerSession(session: OwnerSession): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(session));
  } catch {
    // Full or disabled storage: the session lasts while the page is open.
  }
}

export function clearOwnerSession(): void {
  storage()?.removeItem(KEY);
}

/** The stored token, for the API client's calls. */
export function ownerToken(): string | null {
  return readOwnerSession()?.token ?? null;
}
