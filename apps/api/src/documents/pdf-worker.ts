// One PDF check in a process of its own (started by checkPdf in files.ts): once its parsers are
// loaded it says 'ready', takes the bytes and the page limit from the server's message, answers
// with the verdict, and is then ended.
import { inspectPdf } from './pdf-inspect.js';

process.once('message', (message: { bytes: Uint8Array; maxPages: number }) => {
  void inspectPdf(message.bytes, message.maxPages).then((verdict) => process.send?.(verdict));
});
process.send?.('ready');
