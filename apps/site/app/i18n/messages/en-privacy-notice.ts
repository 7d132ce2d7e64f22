// The privacy notice's English words (issue 40 §4): the domain's notice, the one source, with
// the grievance officer's contact (the site's, app/content/company.ts) and the words around it
// on the site: the tick box and its button. Telugu and Hindi follow key by key
// (./te-privacy-notice.ts, ./hi-privacy-notice.ts).
import { PRIVACY_NOTICE, type NoticeWords } from '@kirana/domain/privacy-notice';
import { BRAND, CONTACT } from '../../content/company';

export interface NoticeText extends NoticeWords {
  /** The grievance officer's e-mail, phone and post, line by line. */
  contact: readonly string[];
  /** The tick box's label. */
  agree: string;
  /** The owner's button under it. */
  agreeAndContinue: string;
  saving: string;
}

export const privacyNotice: NoticeText = {
  ...PRIVACY_NOTICE,
  contact: [
    `E-mail: ${CONTACT.email}`,
    `Phone: ${CONTACT.phone}`,
    `Post: ${BRAND}, ${CONTACT.addressLines.join(', ')}`,
  ],
  agree: `I have read this privacy notice and agree that ${BRAND} uses my details as it says.`,
  agreeAndContinue: 'Agree and continue',
  saving: 'Saving...',
};
