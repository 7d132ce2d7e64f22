// A registration or application document as uploaded: an image (JPEG, PNG, WebP) or a PDF, at
// most MAX_DOCUMENT_BYTES. The type is judged by the first bytes and must be the one the upload
// claims; images are decoded and re-encoded (upright, metadata such as GPS removed). PDFs are kept
// as they are once parsers have read them whole (pdf-inspect.ts): one that is not a readable PDF,
// is encrypted, runs or opens anything (scripts, launch and submit actions), carries files, an
// XFA form or media, or is too long to check is refused with words that say which. The check runs
// in a process of its own, bounded in time and memory, ended when it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import sharp from 'sharp';
import {
  DOCUMENT_NOT_WHAT_IT_CLAIMS,
  DOCUMENT_PDF_ACTIVE_CONTENT,
  DOCUMENT_PDF_ENCRYPTED,
  DOCUMENT_PDF_FORM_OR_MEDIA,
  DOCUMENT_PDF_TOO_COMPLEX,
} from '@kirana/domain/stores';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_PDF_PAGES,
  type DocumentMimeType,
} from '@kirana/domain/documents';
import { HttpError } from '../errors.js';
import { sniffImageType } from '../images/images.js';
import type { DocumentExtension } from '../storage/storage.js';
import type { PdfVerdict } from './pdf-inspect.js';

/** Longest side of a stored document image: enough to read a certificate's small print. */
const MAX_DOCUMENT_SIDE = 2400;
const MAX_INPUT_PIXELS = 50_000_000;

/** How long one PDF check may take, the memory its process may use, and how many run at once. */
const PDF_CHECK_MS = 10_000;
const PDF_CHECK_HEAP_MB = 256;
const PDF_CHECKS_AT_ONCE = 2;
/** How long a check's process may take to load its parsers (a busy machine, or tsx in tests). */
const PDF_START_MS = 60_000;

export interface CheckedDocument {
  body: Buffer;
  contentType: DocumentMimeType;
  extension: DocumentExtension;
}

const BY_TYPE = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
} as const;

function sniffDocument(bytes: Buffer): keyof typeof BY_TYPE | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = sniffImageType(bytes);
  return image === 'jpeg' || image === 'png' || image === 'webp' ? image : null;
}

/** The refusal of each verdict but `plain`; a check that ran out of time or memory is `tooComplex`. */
const PDF_REFUSALS = {
  unreadable: DOCUMENT_NOT_WHAT_IT_CLAIMS,
  encrypted: DOCUMENT_PDF_ENCRYPTED,
  tooManyPages: DOCUMENT_PDF_TOO_COMPLEX,
  tooComplex: DOCUMENT_PDF_TOO_COMPLEX,
  activeContent: DOCUMENT_PDF_ACTIVE_CONTENT,
  formOrMedia: DOCUMENT_PDF_FORM_OR_MEDIA,
} as const;

type PdfCheck = PdfVerdict | 'tooComplex';

/** The parsers pdf-inspect.ts loads (pdf.js also loads its worker module when it opens a file). */
const PARSER_MODULES = [
  'pdfjs-dist/legacy/build/pdf.mjs',
  'pdfjs-dist/legacy/build/pdf.worker.mjs',
  '@cantoo/pdf-lib',
];

/**
 * A Node process for one check, running pdf-worker (dist's compiled .js, or the .ts source under
 * tsx or Vitest), with a channel to send it the file and no environment, input or output. A
 * process rather than a worker thread: a thread over its memory limit can bring down the whole
 * server, a process only itself.
 */
function startPdfCheck(): ChildProcess {
  const fromSource = import.meta.url.endsWith('.ts');
  const worker = new URL(`./pdf-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  // From source the parsers are loaded as they are (through tsx they take seconds), then tsx (a
  // dev dependency) is registered for the worker's own TypeScript.
  const code = fromSource
    ? `await Promise.all(${JSON.stringify(PARSER_MODULES.map((name) => import.meta.resolve(name)))}.map((url) => import(url)));
       (await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})).register();
       await import(${JSON.stringify(worker)});`
    : `await import(${JSON.stringify(worker)});`;
  return spawn(
    process.execPath,
    [`--max-old-space-size=${PDF_CHECK_HEAP_MB}`, '--input-type=module', '--eval', code],
    { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced', env: {} },
  );
}

let checking = 0;
const waiting: (() => void)[] = [];

/** Waits for one of the PDF_CHECKS_AT_ONCE turns; the returned function hands it on. */
async function pdfTurn(): Promise<() => void> {
  if (checking < PDF_CHECKS_AT_ONCE) checking++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else checking--;
  };
}

/** A check's process and when it has loaded its parsers (said 'ready'). */
interface CheckProcess {
  child: ChildProcess;
  ready: Promise<boolean>;
}

function launch(): CheckProcess {
  const child = startPdfCheck();
  const ready = new Promise<boolean>((resolve) => {
    child.once('message', (message) => resolve(message === 'ready'));
    child.once('exit', () => resolve(false));
    child.once('error', () => resolve(false));
  });
  return { child, ready };
}

/**
 * The next check's process, started while the previous check ran: a check does not wait for
 * Node and the parsers to load. Idle, it keeps no event loop alive (unref); each process still
 * checks one file only.
 */
let spare: CheckProcess | null = null;

function takeProcess(): CheckProcess {
  const taken = spare && spare.child.exitCode === null ? spare : launch();
  taken.child.ref();
  taken.child.channel?.ref();
  spare = launch();
  spare.child.unref();
  spare.child.channel?.unref();
  return taken;
}

/** Ends the spare process (the server closing, or a test's end). */
export function stopPdfChecks(): void {
  spare?.child.kill('SIGKILL');
  spare = null;
}

/**
 * The verdict on a PDF, from a process of its own, ended when it answers; one that runs out of
 * time or memory (or ends without answering) is `tooComplex`. Its output, a parser's warnings,
 * goes nowhere.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfCheck> {
  const done = await pdfTurn();
  const { child, ready } = takeProcess();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<PdfCheck>((resolve, reject) => {
      timer = setTimeout(() => resolve('tooComplex'), PDF_START_MS);
      child.on('message', (message: 'ready' | PdfVerdict) => {
        if (message !== 'ready') resolve(message);
      });
      child.once('exit', () => resolve('tooComplex'));
      // The process could not be started: the server's fault, not the file's.
      child.once('error', reject);
      void ready.then((loaded) => {
        if (!loaded) return;
        // The time counts from the file's hand-over: loading the parsers is not the file's doing.
        clearTimeout(timer);
        timer = setTimeout(() => resolve('tooComplex'), PDF_CHECK_MS);
        child.send({ bytes, maxPages: MAX_DOCUMENT_PDF_PAGES }, () => {});
      });
    });
  } finally {
    clearTimeout(timer);
    child.kill('SIGKILL');
    done();
  }
}

/** The document to store, or a 413/415 with a message that says what is wrong. */
export async function checkDocument(
  bytes: Buffer,
  declaredType: string | undefined,
): Promise<CheckedDocument> {
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, DOCUMENT_TOO_LARGE);
  const type = sniffDocument(bytes);
  if (!type) throw new HttpError(415, DOCUMENT_TYPE_INVALID);
  const { contentType, extension } = BY_TYPE[type];
  // A file that claims another type than its bytes is refused: a renamed file is not the
  // document it says it is.
  const claimed = declaredType?.split(';')[0]?.trim().toLowerCase();
  const claimsSame = claimed === contentType || (claimed === 'image/jpg' && type === 'jpeg');
  if (claimed && claimed !== 'application/octet-stream' && !claimsSame)
    throw new HttpError(415, DOCUMENT_NOT_WHAT_IT_CLAIMS);

  if (type === 'pdf') {
    const verdict = await checkPdf(bytes);
    if (verdict !== 'plain') throw new HttpError(415, PDF_REFUSALS[verdict]);
    return { body: bytes, contentType, extension };
  }
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_DOCUMENT_SIDE, MAX_DOCUMENT_SIDE, { fit: 'inside', withoutEnlargement: true });
    const body =
      type === 'jpeg'
        ? await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
        : type === 'png'
          ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
          : await pipeline.webp({ quality: 88 }).toBuffer();
    return { body, contentType, extension };
  } catch {
    // The right first bytes, but no readable image behind them.
    throw new HttpError(415, DOCUMENT_NOT_WHAT_IT_CLAIMS);
  }
}
