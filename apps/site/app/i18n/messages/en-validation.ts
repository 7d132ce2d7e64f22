// The English `validation` area (each domain message mapped to itself), a module of its own:
// computing it needs every domain message, which no island's bundle should carry (see ./en.ts).
import { VALIDATION_MESSAGES } from '../validation';

/** English message of packages/domain -> the same message (the other catalogues translate). */
export const validation: Record<string, string> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ VALIDATION_MESSAGES.map((message) => [message, message]),
);
