// The document check as an uploader meets it: each sample PDF of ./fixtures/ (made by
// fixtures/make.ts, one a case, each refused one hiding what it carries in an object stream
// behind ASCIIHex, ASCII85 or both with Flate) is stored as it came or refused with the rule that
// says why; the check gives up on a costly file without holding up the server, and prints
// nothing.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import type { Message } from '@kirana/domain/catalogue';
import {
  DOCUMENT_NOT_WHAT_IT_CLAIMS,
  DOCUMENT_PDF_ACTIVE_CONTENT,
  DOCUMENT_PDF_ENCRYPTED,
  DOCUMENT_PDF_FORM_OR_MEDIA,
  DOCUMENT_PDF_TOO_COMPLEX,
} from '@kirana/domain/stores';
import { MAX_DOCUMENT_PDF_PAGES } from '@kirana/domain/documents';
import { HttpError } from '../errors.js';
import { pdfFixture } from '../testing/fixtures.js';
import { checkDocument } from './files.js';

/** What the uploader is told: stored, or the status and message of the refusal. */
async function outcome(name: string) {
  const bytes = pdfFixture(name);
  try {
    const checked = await checkDocument(bytes, 'application/pdf');
    expect(checked.body.equals(bytes)).toBe(true);
    return { stored: checked.contentType };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, message: error.problem };
  }
}

const refused = (message: Message) => ({ status: 415, message });

// Each check runs in a process of its own (two at a time): the cases run side by side.
describe.concurrent('PDF documents', () => {
  test.each([
    ['plain.pdf', 'a plain one-page PDF'],
    ['plain-object-stream.pdf', 'a plain PDF whose objects sit in a compressed object stream'],
    ['link-uri.pdf', 'a PDF with a link to a web page (in an object stream)'],
  ])('%s is stored as sent: %s', async (name) => {
    expect(await outcome(name)).toEqual({ stored: 'application/pdf' });
  });

  test.each([
    ['js-object-stream-flate.pdf', 'JavaScript in a Flate object stream'],
    ['js-object-stream-asciihex.pdf', 'JavaScript in an ASCIIHex object stream'],
    ['js-object-stream-ascii85.pdf', 'JavaScript in an ASCII85 object stream'],
    ['js-object-stream-asciihex-flate.pdf', 'JavaScript in an ASCIIHex then Flate object stream'],
    ['open-action-js.pdf', 'JavaScript run when the document opens (ASCII85)'],
    ['open-action-launch.pdf', 'a program launched when the document opens (ASCIIHex)'],
    ['page-open-js.pdf', 'JavaScript run when the page opens (ASCIIHex, Flate)'],
    ['link-js.pdf', 'a link that runs JavaScript (ASCIIHex)'],
    ['annotation-enter-js.pdf', 'a drawn square that runs JavaScript on hover (ASCIIHex, Flate)'],
    ['form-field-js.pdf', 'a form field that runs JavaScript as one types (ASCII85)'],
    ['embedded-file.pdf', 'an attached file (ASCII85)'],
    ['file-attachment-annotation.pdf', 'a file attached to a page (ASCIIHex)'],
  ])('%s is refused as scripts or attachments: %s', async (name) => {
    expect(await outcome(name)).toEqual(refused(DOCUMENT_PDF_ACTIVE_CONTENT));
  });

  test.each([
    ['xfa-form.pdf', 'an XFA form (ASCIIHex, Flate)'],
    ['rich-media-annotation.pdf', 'a rich media (Flash, video) annotation (ASCII85)'],
  ])('%s is refused as a form or media: %s', async (name) => {
    expect(await outcome(name)).toEqual(refused(DOCUMENT_PDF_FORM_OR_MEDIA));
  });

  test.each([
    ['encrypted-password.pdf', 'one that asks for a password to open'],
    ['encrypted-no-password.pdf', 'one encrypted with only an owner password'],
  ])('%s is refused as locked: %s', async (name) => {
    expect(await outcome(name)).toEqual(refused(DOCUMENT_PDF_ENCRYPTED));
  });

  test.each([
    ['html-with-pdf-header.pdf', 'an HTML page that starts with %PDF-1.4 and ends with %%EOF'],
    ['garbage.pdf', 'noise between a PDF header and %%EOF'],
    ['truncated.pdf', 'the first half of a PDF'],
  ])('%s is refused as not a PDF: %s', async (name) => {
    expect(await outcome(name)).toEqual(refused(DOCUMENT_NOT_WHAT_IT_CLAIMS));
  });

  test('a PDF of more pages than a document has is refused with the limit', async () => {
    expect(MAX_DOCUMENT_PDF_PAGES).toBe(20);
    const result = await outcome('too-many-pages.pdf');
    expect(result).toEqual(refused(DOCUMENT_PDF_TOO_COMPLEX));
    expect(DOCUMENT_PDF_TOO_COMPLEX.params).toEqual({ maxPages: 20 });
  });
});

const run = promisify(execFile);

describe('the PDF check', () => {
  test('a PDF that inflates to 64 MB is given up on while the server goes on answering', async () => {
    let ticks = 0;
    const clock = setInterval(() => ticks++, 20);
    const started = Date.now();
    try {
      expect(await outcome('inflates-to-64-mb.pdf')).toEqual(refused(DOCUMENT_PDF_TOO_COMPLEX));
    } finally {
      clearInterval(clock);
    }
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(15);
    // The server went on: its clock ticked through the check.
    expect(ticks).toBeGreaterThan((seconds * 1000) / 20 / 4);
    // The check it gave up on leaves nothing behind: the next files are judged as ever.
    expect(await outcome('plain.pdf')).toEqual({ stored: 'application/pdf' });
    expect(await outcome('link-js.pdf')).toEqual(refused(DOCUMENT_PDF_ACTIVE_CONTENT));
  });

  test('checks sent at once wait their turn, and each answers', async () => {
    const names = ['plain.pdf', 'link-js.pdf', 'xfa-form.pdf', 'garbage.pdf', 'link-uri.pdf'];
    const results = await Promise.all(names.map(outcome));
    expect(results).toEqual([
      { stored: 'application/pdf' },
      refused(DOCUMENT_PDF_ACTIVE_CONTENT),
      refused(DOCUMENT_PDF_FORM_OR_MEDIA),
      refused(DOCUMENT_NOT_WHAT_IT_CLAIMS),
      { stored: 'application/pdf' },
    ]);
  });

  test('a server checking files a parser warns about, or that crash its check, prints nothing', async () => {
    // A server of its own (a Node process running files.ts), so that all it writes is seen.
    const names = ['rich-media-annotation.pdf', 'garbage.pdf', 'inflates-to-64-mb.pdf'];
    const script = `
      import { readFileSync } from 'node:fs';
      import { checkDocument } from ${JSON.stringify(new URL('./files.ts', import.meta.url).href)};
      for (const name of ${JSON.stringify(names)}) {
        const bytes = readFileSync(new URL('./fixtures/' + name, ${JSON.stringify(import.meta.url)}));
        await checkDocument(bytes, 'application/pdf').catch(() => {});
      }`;
    const { stdout, stderr } = await run(process.execPath, [
      '--import',
      import.meta.resolve('tsx'),
      '--input-type=module',
      '--eval',
      script,
    ]);
    expect({ stdout, stderr }).toEqual({ stdout: '', stderr: '' });
  });
});
