// What sending a rejected registration again waits for (issue 39): every document the team
// marked unclear replaced (a replaced one is pending again), as the API's
// `registration.unclearNotReplaced` rule refuses otherwise; documents it accepted need nothing.
import { fill } from '../../i18n/fill';
import type { Registration, RegistrationDocument } from './calls/view';
import type { StoreOwnerText } from './props';

/** The documents still marked unclear: "send again" waits until there are none. */
export function unclearLeft(registration: Registration): RegistrationDocument[] {
  return registration.documents.filter((document) => document.review.state === 'unclear');
}

/** A document the team checked and accepted on a rejected registration: no action needed. */
export function isVerified(
  registration: Registration,
  document: RegistrationDocument | undefined,
): boolean {
  return registration.state === 'rejected' && document?.review.state === 'verified';
}

/** What the team found unclear in a document, said with it (its note, or that it left none). */
export function unclearNote(
  document: RegistrationDocument | undefined,
  text: Pick<StoreOwnerText, 'unclear' | 'unclearNoNote'>,
): string | undefined {
  if (document?.review.state !== 'unclear') return undefined;
  return document.review.note
    ? fill(text.unclear, { note: document.review.note })
    : text.unclearNoNote;
}
