// What checking and sending the application takes, loaded when the form is first focused or
// sent (./load-sending.ts), so a visitor who only reads the page downloads none of it: the rules
// (zod), each document's checks, the resizing of photos, the upload with its progress bar.
import { ApiError } from '@kirana/api-client/errors';
import type { Message } from '@kirana/domain/catalogue';
import { messageOfRule } from '@kirana/domain/catalogue';
import {
  PARTNER_DOCUMENT_FIELDS,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_REQUIRED,
  PARTNER_PHOTO_NOT_AN_IMAGE,
  requiredPartnerDocuments,
  type PartnerDocumentKind,
} from '@kirana/domain/delivery-partners';
import { partnerApplicationSchema } from '@kirana/domain/delivery-partner-rules';
import { DOCUMENT_TYPE_INVALID } from '@kirana/domain/documents';
import type { Problem } from '../../i18n/rules/words';
import { fileProblem, isImage } from '../../lib/documents';
import type { FormErrors } from '../../lib/form-machine';
import { prepareDocument } from '../../lib/prepare-document';
import { sendPartnerApplication } from './send-partner-application';
import type { Locale } from '../../i18n/locales';

export { ProgressBar } from '@kirana/ui/progress-bar';

/**
 * The message for a file this document does not take, or undefined. An image over the size
 * limit passes until it has been `prepared` (resizing usually brings it under); a PDF is judged
 * as it is.
 */
export function documentError(
  kind: PartnerDocumentKind,
  file: File,
  { prepared = false } = {},
): Message | undefined {
  const problem = fileProblem(file, { prepared });
  if (problem === DOCUMENT_TYPE_INVALID) return problem;
  if (kind === 'photo' && !isImage(file)) return PARTNER_PHOTO_NOT_AN_IMAGE;
  return problem;
}

/** A document's message once the visitor chose (or took away) its file: `shown` is the one it had. */
export function chosenFileError(
  kind: PartnerDocumentKind,
  file: File | undefined,
  shown: Problem | undefined,
): Message | undefined {
  if (file) return documentError(kind, file);
  return shown && PARTNER_DOCUMENT_REQUIRED[kind];
}

/**
 * The application's fields as typed; `noticeVersion` is the privacy notice's version once its
 * box is ticked ('' before).
 */
export type PartnerValues = Record<
  'name' | 'phone' | 'email' | 'pincode' | 'vehicle' | 'noticeVersion',
  string
>;
/** A field of the form: a typed one or a document. */
export type PartnerField = keyof PartnerValues | PartnerDocumentKind;
type Files = Partial<Record<PartnerDocumentKind, File>>;

/** The form's field a refusal of the API names (its `field`, as the API calls it), or null. */
export function fieldOfError(error: unknown, values: PartnerValues): PartnerField | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const { field } = error;
  if (field in values) return field as keyof PartnerValues;
  return PARTNER_DOCUMENT_KINDS.find((kind) => PARTNER_DOCUMENT_FIELDS[kind] === field) ?? null;
}

/** Each field's problem by the shared rules (the ones the API answers with), by field name. */
export function check(
  values: PartnerValues,
  files: Files,
  prepared = false,
): FormErrors<PartnerField> {
  const errors: FormErrors<PartnerField> = {};
  // The notice's language is the page's, added when it is sent.
  const result = partnerApplicationSchema.omit({ noticeLanguage: true }).safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      // The rules name their messages by rule (see @kirana/domain/validation).
      if (typeof field === 'string' && field in values)
        errors[field as keyof PartnerValues] ??= messageOfRule(issue.message) ?? {
          rule: issue.message,
        };
    }
  }
  for (const kind of requiredPartnerDocuments(values.vehicle)) {
    const file = files[kind];
    const message = file
      ? documentError(kind, file, { prepared })
      : PARTNER_DOCUMENT_REQUIRED[kind];
    if (message) errors[kind] = message;
  }
  return errors;
}

/** What the form's state machine (lib/form-machine.ts) does for the send. */
interface Machine {
  refuse: (found: FormErrors<PartnerField>) => boolean;
  prepare: () => void;
  send: (call: (progress: (percent: number) => void) => Promise<unknown>) => Promise<boolean>;
}

/**
 * Checks the application, makes large photos smaller (and checks them again), then uploads
 * everything in one multipart request. True once it is sent; false when the rules, the API or
 * the network refused it (the machine shows why).
 */
export async function sendApplication(
  values: PartnerValues,
  files: Files,
  { refuse, prepare, send }: Machine,
  language: Locale = 'en',
): Promise<boolean> {
  const parsed = partnerApplicationSchema.safeParse({ ...values, noticeLanguage: language });
  if (refuse(check(values, files)) || !parsed.success) return false;
  prepare();
  const kinds = requiredPartnerDocuments(values.vehicle);
  const prepared: Files = {};
  for (const kind of kinds) {
    const file = files[kind];
    if (file) prepared[kind] = await prepareDocument(file);
  }
  if (refuse(check(values, prepared, true))) return false;

  const form = new FormData();
  const { name, phone, email, pincode, vehicle } = parsed.data;
  form.append('name', name);
  form.append('phone', phone);
  if (email) form.append('email', email);
  form.append('pincode', pincode);
  form.append('vehicle', vehicle);
  form.append('language', language);
  form.append('noticeVersion', parsed.data.noticeVersion);
  form.append('noticeLanguage', parsed.data.noticeLanguage);
  for (const kind of kinds) {
    const file = prepared[kind];
    if (file) form.append(PARTNER_DOCUMENT_FIELDS[kind], file, file.name);
  }
  return send((progress) => sendPartnerApplication(form, progress));
}
