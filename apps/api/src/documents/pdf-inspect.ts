// What a PDF would do when a reviewer opens it, read by two parsers once every stream filter and
// object stream is undone. pdf.js (Mozilla's, what a browser shows) must open the document
// without a password, load every page and find no script, attachment, XFA form or media; then
// every object of the file is walked with pdf-lib's parser, because pdf.js reports scripts only,
// never the other actions (a Launch, a form that submits), nor the scripts of most annotations'
// own actions. An encrypted PDF is refused (docs/decisions.md). Runs in pdf-worker.ts, never in
// the server's process: a hostile file may take long or much memory, and its process is ended.
import {
  PDFArray,
  PDFDict,
  PDFDocument as PdfLibDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What the check found, worst first; `plain` is the only verdict that stores the file. */
export type PdfVerdict =
  'unreadable' | 'encrypted' | 'tooManyPages' | 'activeContent' | 'formOrMedia' | 'plain';

/** Actions that run or open something beyond a page of this document or a web link. */
const REFUSED_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
  'Movie',
  'Sound',
  'RichMediaExecute',
  'GoTo3DView',
]);
/** Annotations that play media or 3D content. */
const MEDIA_ANNOTATIONS = new Set(['RichMedia', 'Screen', 'Movie', 'Sound', '3D']);

type Finding = Exclude<PdfVerdict, 'plain' | 'unreadable' | 'encrypted' | 'tooManyPages'>;

/** What one dictionary is, by its own keys: an action, an attachment, a form or media. */
function findingOf(dict: PDFDict): Finding | null {
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    const named = value instanceof PDFName ? value.decodeText() : null;
    if (name === 'S' && named && REFUSED_ACTIONS.has(named)) return 'activeContent';
    if (name === 'JS' || name === 'EmbeddedFiles' || name === 'EF' || name === 'Collection')
      return 'activeContent';
    if (name === 'Type' && named === 'EmbeddedFile') return 'activeContent';
    if (name === 'Subtype' && named === 'FileAttachment') return 'activeContent';
    if (name === 'Subtype' && named && MEDIA_ANNOTATIONS.has(named)) return 'formOrMedia';
    if (name === 'XFA' || name === 'RichMediaContent') return 'formOrMedia';
  }
  return null;
}

/** The first finding among an object and the objects written inside it (not those it refers to). */
function findIn(object: PDFObject | undefined): Finding | null {
  if (object instanceof PDFStream || object instanceof PDFRawStream) return findIn(object.dict);
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = findIn(item);
      if (found) return found;
    }
  }
  if (object instanceof PDFDict) {
    const own = findingOf(object);
    if (own) return own;
    for (const [, value] of object.entries()) {
      const found = findIn(value);
      if (found) return found;
    }
  }
  return null;
}

/** Every object of the file, those inside object streams included. */
async function walkObjects(bytes: Uint8Array): Promise<PdfVerdict> {
  let doc: PdfLibDocument;
  try {
    doc = await PdfLibDocument.load(bytes, { updateMetadata: false, preserveXFA: true });
  } catch {
    return 'unreadable';
  }
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = findIn(object);
    if (found) return found;
  }
  return 'plain';
}

/** The verdict on `bytes`, a file that starts with %PDF- and holds at most MAX_DOCUMENT_BYTES. */
export async function inspectPdf(bytes: Uint8Array, maxPages: number): Promise<PdfVerdict> {
  const task = getDocument({
    // A copy, a plain Uint8Array (pdf.js refuses a Buffer and may take over what it is given).
    data: new Uint8Array(bytes),
    // No fetching (fonts, character maps, image decoders), no eval, no XFA, no output.
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    isOffscreenCanvasSupported: false,
  });
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch (error) {
      return (error as { name?: unknown }).name === 'PasswordException'
        ? 'encrypted'
        : 'unreadable';
    }
    if (doc.numPages < 1) return 'unreadable';
    if (doc.numPages > maxPages) return 'tooManyPages';
    const info = (await doc.getMetadata()).info as Record<string, unknown>;
    // Encrypted without a password to open it: still refused, its streams are not ours to read.
    if (info.EncryptFilterName) return 'encrypted';
    if (info.IsXFAPresent === true) return 'formOrMedia';
    if (info.IsCollectionPresent === true) return 'activeContent';
    if ((await doc.getJSActions()) || (await doc.hasJSActions()) || (await doc.getAttachments()))
      return 'activeContent';
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      if (await page.getJSActions()) return 'activeContent';
      for (const annotation of (await page.getAnnotations()) as Record<string, unknown>[]) {
        const subtype = String(annotation.subtype);
        if (MEDIA_ANNOTATIONS.has(subtype)) return 'formOrMedia';
        if (subtype === 'FileAttachment' || annotation.file || annotation.actions)
          return 'activeContent';
      }
    }
  } catch {
    // A page or a part pdf.js cannot read: not the document it says it is.
    return 'unreadable';
  } finally {
    await task.destroy();
  }
  return walkObjects(bytes);
}
