// The errors of the Kirana API's typed client and the helpers around its calls; the client
// itself (openapi-fetch over the generated `paths`, with the middleware that adds the bearer
// token and throws these errors) is ./create-client.ts, apart so that a page that only reads
// errors, or creates its client later (the public site's forms), loads no openapi-fetch at
// first. It raises errors and nothing else: the app decides what to show and where to navigate.
// The errors are ./errors.ts and the reading of an error answer ./error-body.ts (the public site
// imports each where it needs it, the lists of every code and rule only once a call is made).
export * from './errors';
export * from './error-body';
import { isRecord } from './error-body';

/**
 * A bodySerializer for the multipart calls (create custom category or product): Blobs (Files)
 * are appended as files, every other defined value as text ("true", "12.5").
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (!isRecord(body)) return form;
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form;
}
