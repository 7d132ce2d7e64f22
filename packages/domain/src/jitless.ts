// No code generation: zod's fast path compiles parsers with `new Function`, which the apps'
// Content Security Policy (script-src 'self', no 'unsafe-eval') forbids; even its feature probe,
// run as each object schema is built, is reported as a violation. Every module that builds
// schemas imports this module first, so the setting is in place before its first schema.
import { z } from 'zod';

z.config({ jitless: true });
