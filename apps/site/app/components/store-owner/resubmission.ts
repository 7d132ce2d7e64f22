// What sending a rejected registration again waits for (issue 39): every document the team
// marked unclear replaced (a replaced one is pending again), as the API's
// `registration.unclearNotReplaced` rule refuses otherwise; documents it accepted need nothing.
import type { Registration, RegistrationDocument } from './calls/view';

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
