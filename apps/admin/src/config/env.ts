// Build-time settings, read once and checked. Vite inlines VITE_* values at build time.

const DEFAULT_API_URL = 'http://localhost:3000';

/** The API's origin: a valid http(s) URL without a trailing slash. */
export function parseApiUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_API_URL must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_URL must use http or https, got "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

export const env = {
  apiUrl: parseApiUrl(import.meta.env.VITE_API_URL as string | undefined),
} as const;
