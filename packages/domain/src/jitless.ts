// No code generation: zod's fast path compiles parsers with `new Function`, which the apps'
// Content Security Policy (script-src 'self', no 'unsafe-eval') forbids; even its feature probe,
// run as each object schema is built, is reported as a violation. Every module that builds
// schemas imports this module first, so the setting is in place before its first schema. The
// setting is zod's core's, shared by its full API and zod/mini; read from zod/mini, so that a
// page whose rules are all built with zod/mini (the admin's login) carries no more of zod.
import { config } from 'zod/mini';

config({ jitless: true });
