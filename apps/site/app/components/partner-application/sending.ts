// What checking and sending the application takes, loaded when the form is first focused or
// sent (./load-sending.ts), so a visitor who only reads the page downloads none of it: the rules
// (zod), each document's checks, the resizing of photos, the upload with its progress bar.
import type { Message } from '@kirana/domain/catalogue';
import { messageOfRule } from '@kirana/domain/catalogue';
import {
  PARTNER_DOCUMENT_REQUIRED,
  PARTNER_PHOTO_NOT_AN_IMAGE,
  requiredPartnerDocuments,
  type PartnerDocumentKind,
} from '@kirana/domain/delivery-partners';
import { partnerApplicationSchema } from '@kirana/domain/delivery-partner-rules';
import { DOCUMENT_TYPE_INVALID } from '@kirana/domain/documents';
import type { Problem } from '../../i18n/rules/words';
import { fileProblem, isImage } from '../../lib/documents';

export { ProgressBar } from '@kirana/ui/progress-bar';
export { prepareDocument } from '../../lib/prepare-document';
export { sendPartnerApplication } from './send-partner-application';
export { partnerApplicationSchema };

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

/** The application's fields as typed. */
export type PartnerValues = Record<'name' | 'phone' | 'email' | 'pincode' | 'vehicle', string>;

/** Each field's problem by the shared rules (the ones the API answers with), by field name. */
export function check(
  values: PartnerValues,
  files: Partial<Record<PartnerDocumentKind, File>>,
  prepared = false,
): Partial<Record<keyof PartnerValues | PartnerDocumentKind, Problem>> {
  const errors: Partial<Record<keyof PartnerValues | PartnerDocumentKind, Problem>> = {};
  const result = partnerApplicationSchema.safeParse(values);
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
