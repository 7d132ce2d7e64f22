// PDF checks in a process of their own (started by checkPdf in files.ts): once its parsers are
// loaded it says 'ready', then answers each file the server sends ({ id, bytes, maxPages }) with
// { id, verdict }, one at a time. The server ends it when a check runs out of time, and after
// PDF_CHECKS_PER_PROCESS files.
import { inspectPdf } from './pdf-inspect.js';

process.on('message', (message: { id: number; bytes: Uint8Array; maxPages: number }) => {
  void inspectPdf(message.bytes, message.maxPages).then((verdict) =>
    process.send?.({ id: message.id, verdict }),
  );
});
process.send?.('ready');
