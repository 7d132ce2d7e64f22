// A registration or application document as uploaded: an image (JPEG, PNG, WebP) or a PDF, at
// most MAX_DOCUMENT_BYTES. The type is judged by the first bytes and must be the one the upload
// claims; images are decoded and re-encoded (upright, metadata such as GPS removed). PDFs are kept
// as they are once parsers have read them whole (pdf-inspect.ts): one that is not a readable PDF,
// is encrypted, runs or opens anything (scripts, launch and submit actions), carries files, an
// XFA form or media, or is too long to check is refused with words that say which. The check runs
// in a process of its own, bounded in time and memory, kept for the next check unless the file
// ran it out of time or memory.
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
/** How many files one check process takes before a fresh one replaces it. */
const PDF_CHECKS_PER_PROCESS = 100;
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
 * A Node process for PDF checks, running pdf-worker (dist's compiled .js, or the .ts source under
 * tsx or Vitest), with a channel to send it files and no environment, input or output. A process
 * rather than a worker thread: a thread over its memory limit can bring down the whole server, a
 * process only itself.
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

/** A check process, when it has loaded its parsers (said 'ready'), and how many files it took. */
interface CheckProcess {
  child: ChildProcess;
  ready: Promise<boolean>;
  checks: number;
}

function launch(): CheckProcess {
  const child = startPdfCheck();
  const ready = new Promise<boolean>((resolve) => {
    child.once('message', (message) => resolve(message === 'ready'));
    child.once('exit', () => resolve(false));
    child.once('error', () => resolve(false));
  });
  const launched: CheckProcess = { child, ready, checks: 0 };
  // A process that ends by itself (out of memory, killed) is not handed out again.
  child.once('exit', () => {
    const at = resting.indexOf(launched);
    if (at >= 0) resting.splice(at, 1);
  });
  return launched;
}

/**
 * At most PDF_CHECKS_AT_ONCE processes, kept between checks so that a check does not wait for
 * Node and the parsers to load. A process is ended after a check that ran out of time, crashed
 * or after PDF_CHECKS_PER_PROCESS files (whatever a file left in its memory goes with it).
 * Resting, it keeps no event loop alive (unref).
 */
const resting: CheckProcess[] = [];
let checking = 0;
const waiting: (() => void)[] = [];

/** Waits for one of the PDF_CHECKS_AT_ONCE turns and returns a process to check with. */
async function takeProcess(): Promise<CheckProcess> {
  if (checking < PDF_CHECKS_AT_ONCE) checking++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  const taken = resting.pop() ?? launch();
  taken.child.ref();
  taken.child.channel?.ref();
  return taken;
}

/** Puts a process back to rest (or ends it) and hands the turn on. */
function giveBack(used: CheckProcess, keep: boolean): void {
  if (keep && used.child.exitCode === null && used.checks < PDF_CHECKS_PER_PROCESS) {
    used.child.unref();
    used.child.channel?.unref();
    resting.push(used);
  } else used.child.kill('SIGKILL');
  const next = waiting.shift();
  if (next) next();
  else checking--;
}

/** Ends the resting processes (the server closing, or a test's end); checks under way finish. */
export function stopPdfChecks(): void {
  for (const idle of resting.splice(0)) idle.child.kill('SIGKILL');
}

let nextCheckId = 0;

/**
 * The verdict on a PDF, from a check process; a check that runs out of time or memory (or whose
 * process ends without answering) is `tooComplex`, and its process is ended. Its output, a
 * parser's warnings, goes nowhere.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfCheck> {
  const used = await takeProcess();
  const { child } = used;
  const id = ++nextCheckId;
  let timer: NodeJS.Timeout | undefined;
  let answered = false;
  let onMessage: ((message: unknown) => void) | undefined;
  let onExit: (() => void) | undefined;
  let onError: ((error: Error) => void) | undefined;
  try {
    return await new Promise<PdfCheck>((resolve, reject) => {
      timer = setTimeout(() => resolve('tooComplex'), PDF_START_MS);
      onMessage = (message) => {
        const answer = message as { id?: number; verdict?: PdfVerdict };
        if (answer?.id !== id || !answer.verdict) return;
        answered = true;
        resolve(answer.verdict);
      };
      onExit = () => resolve('tooComplex');
      // The process could not be started: the server's fault, not the file's.
      onError = reject;
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.once('error', onError);
      void used.ready.then((loaded) => {
        if (!loaded) return resolve('tooComplex');
        // The time counts from the file's hand-over: loading the parsers is not the file's doing.
        clearTimeout(timer);
        timer = setTimeout(() => resolve('tooComplex'), PDF_CHECK_MS);
        used.checks++;
        child.send({ id, bytes, maxPages: MAX_DOCUMENT_PDF_PAGES }, () => {});
      });
    });
  } finally {
    clearTimeout(timer);
    if (onMessage) child.off('message', onMessage);
    if (onExit) child.off('exit', onExit);
    if (onError) child.off('error', onError);
    giveBack(used, answered);
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
