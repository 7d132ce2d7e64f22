// The admin session (token, expiry, admin) in a zustand store, kept in localStorage under the
// three configured keys: accessToken (the token), tokenExpiry (epoch milliseconds as text) and
// adminData (the admin as JSON). A change in another tab (login or logout) reaches this one.

import { createStore, useStore } from 'zustand';
import { isSessionExpired } from '@kirana/domain/auth';
import { STORAGE_KEYS } from '../config/storage';
import type { Admin } from '@kirana/api-client/types';

export interface SessionData {
  token: string | null;
  /** When the token expires, in epoch milliseconds. */
  expiresAt: number | null;
  admin: Admin | null;
}

export interface SessionState extends SessionData {
  /** Why the last session ended, shown once on the login page (not stored). */
  notice: string | null;
  /** Starts a session (after login). */
  start: (session: { token: string; expiresAt: number; admin: Admin }) => void;
  /** Caches the admin's profile. */
  setAdmin: (admin: Admin) => void;
  /** Ends the session: token, expiry and admin are removed; `notice` says why, if given. */
  clear: (notice?: string) => void;
  dismissNotice: () => void;
}

const EMPTY: SessionData = { token: null, expiresAt: null, admin: null };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isAdmin(value: unknown): value is Admin {
  if (typeof value !== 'object' || value === null) return false;
  const admin = value as Record<string, unknown>;
  return (
    typeof admin._id === 'string' &&
    typeof admin.email === 'string' &&
    typeof admin.name === 'string' &&
    typeof admin.role === 'string' &&
    // An admin stored before roles (issue 25) has no permissions: it is read again.
    Array.isArray(admin.permissions)
  );
}

/** Reads the session from the three storage keys; anything malformed counts as absent. */
export function readStoredSession(): SessionData {
  const store = storage();
  if (!store) return EMPTY;
  const token = store.getItem(STORAGE_KEYS.accessToken);
  const expiry = Number(store.getItem(STORAGE_KEYS.tokenExpiry) ?? Number.NaN);
  let admin: Admin | null = null;
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEYS.adminData) ?? 'null');
    admin = isAdmin(parsed) ? parsed : null;
  } catch {
    admin = null;
  }
  return {
    token: token || null,
    expiresAt: Number.isFinite(expiry) ? expiry : null,
    admin,
  };
}

function writeStoredSession({ token, expiresAt, admin }: SessionData): void {
  const store = storage();
  if (!store) return;
  const write = (key: string, value: string | null) => {
    if (value === null) store.removeItem(key);
    else if (store.getItem(key) !== value) store.setItem(key, value);
  };
  write(STORAGE_KEYS.accessToken, token);
  write(STORAGE_KEYS.tokenExpiry, expiresAt === null ? null : String(expiresAt));
  write(STORAGE_KEYS.adminData, admin === null ? null : JSON.stringify(admin));
}

export const sessionStore = createStore<SessionState>()((set) => ({
  ...readStoredSession(),
  notice: null,
  start: ({ token, expiresAt, admin }) => set({ token, expiresAt, admin, notice: null }),
  setAdmin: (admin) => set({ admin }),
  clear: (notice) => set({ ...EMPTY, notice: notice ?? null }),
  dismissNotice: () => set({ notice: null }),
}));

sessionStore.subscribe((state) => writeStoredSession(state));

const SESSION_KEYS: readonly string[] = Object.values(STORAGE_KEYS);
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) {
      sessionStore.setState(readStoredSession());
    }
  });
}

/** True when there is a token whose expiry is still ahead. */
export function hasValidSession(session: SessionData, nowMs = Date.now()): boolean {
  return (
    session.token !== null &&
    session.expiresAt !== null &&
    !isSessionExpired(session.expiresAt, nowMs)
  );
}

/** The current session, for code outside React (the API client, route loaders). */
export function getSession(): SessionState {
  return sessionStore.getState();
}

/** The session in a component; re-renders when the selected part changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
