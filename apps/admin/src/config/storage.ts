// Where the admin session lives in the browser: the seed's three localStorage keys, exactly as
// the seed names them (lib/session.ts reads and writes them; other tabs listen for them).

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  tokenExpiry: 'tokenExpiry',
  adminData: 'adminData',
} as const;
