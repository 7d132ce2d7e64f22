// The privacy notice (issue 40 §4, DPDP Act 2023 s. 5 and its Rules): what a store owner and a
// delivery-partner applicant are told before they give any details, one source for the site's
// notice (app/components/privacy-notice), the partner privacy policy's section and the API's
// check of the version agreed to. English here; the site words it in Telugu and Hindi key by
// key. How long each thing is kept is quoted from the retention schedule (./retention.ts) through
// `{param}`s, never restated. The grievance officer's contact is the site's (company.ts).
import { defineMessage } from './catalogue.js';
import {
  APPROVED_ID_RETENTION_DAYS,
  DRAFT_ERASURE_NOTICE_DAYS,
  DRAFT_RETENTION_DAYS,
  INBOX_MEDIA_RETENTION_DAYS,
  PHONE_NUMBER_RETENTION_DAYS,
  REJECTED_DOCUMENTS_RETENTION_DAYS,
} from './retention.js';

/**
 * The notice's version: change it whenever its words change in a way a person should agree to
 * again. A registration is submitted, and an application accepted, only with consent to this one.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-03';

/** A version as the contract bounds it ("2026-12-01"). */
export const MAX_NOTICE_VERSION_LENGTH = 20;

/** The schedule's numbers each sentence may name as `{param}`: filled by every language. */
export const NOTICE_PARAMS = {
  draftDays: DRAFT_RETENTION_DAYS,
  draftNoticeDays: DRAFT_ERASURE_NOTICE_DAYS,
  rejectedDays: REJECTED_DOCUMENTS_RETENTION_DAYS,
  idDays: APPROVED_ID_RETENTION_DAYS,
  phoneDays: PHONE_NUMBER_RETENTION_DAYS,
  inboxDays: INBOX_MEDIA_RETENTION_DAYS,
} as const;

/** One thing collected: what it is, why we need it, and how long it is kept. */
interface NoticeItem {
  what: string;
  why: string;
  kept: string;
}

/** The people a notice speaks to: each has their own list of what is collected. */
export const NOTICE_AUDIENCES = ['storeOwner', 'deliveryPartner'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** The rights a person has over their data, in the order the notice lists them. */
export const NOTICE_RIGHTS = [
  'access',
  'correction',
  'erasure',
  'withdraw',
  'grievance',
  'nominate',
] as const;
type NoticeRight = (typeof NOTICE_RIGHTS)[number];

/** The notice's words in one language: the shape every language follows. */
export interface NoticeWords {
  title: string;
  intro: string;
  /** Above the list of what is collected. */
  collectedTitle: string;
  whatLabel: string;
  whyLabel: string;
  keptLabel: string;
  /** Whom a list of items is from ("From store owners"). */
  audiences: Record<NoticeAudience, string>;
  items: Record<NoticeAudience, readonly NoticeItem[]>;
  rightsTitle: string;
  rights: Record<NoticeRight, string>;
  grievanceTitle: string;
  /** Before the grievance officer's contact (e-mail, phone, post). */
  grievance: string;
  boardTitle: string;
  board: string;
  /** The version line: `{version}`. */
  version: string;
}

/** The notice in English (the text that prevails). */
export const PRIVACY_NOTICE: NoticeWords = {
  title: 'Privacy notice',
  intro:
    'Before you give us any details, read what we collect, why, how long we keep it and your rights under the Digital Personal Data Protection Act, 2023. We use your details only for the purposes below.',
  collectedTitle: 'What we collect and why',
  whatLabel: 'What',
  whyLabel: 'Why',
  keptLabel: 'How long we keep it',
  audiences: { storeOwner: 'From store owners', deliveryPartner: 'From delivery partners' },
  items: {
    storeOwner: [
      {
        what: 'Your mobile number',
        why: 'To send you sign-in codes and messages about your registration and your store.',
        kept: 'While you have a store with us. In our message and sign-in records, only its last 4 digits are kept after {phoneDays} days.',
      },
      {
        what: 'Your shop’s name, address and place on the map',
        why: 'To check your shop and show it to customers nearby once it is approved.',
        kept: 'While your store is with us. A registration not sent and untouched for {draftDays} days is erased; we message you {draftNoticeDays} days before.',
      },
      {
        what: 'Your name, e-mail and the language of our messages',
        why: 'To know who runs the shop and to write to you in your language.',
        kept: 'While your store is with us, like the shop’s details.',
      },
      {
        what: 'FSSAI number, GSTIN, and your ID’s type and last 4 characters',
        why: 'To check that the shop may sell food and that you are who you say.',
        kept: 'While your store is with us: they record what our team checked.',
      },
      {
        what: 'Photos of your shop, FSSAI certificate and government ID (an Aadhaar card with only its last 4 digits showing)',
        why: 'So that our team can check your registration.',
        kept: 'The ID photo is erased {idDays} days after approval. If the registration is not approved and not sent again within {rejectedDays} days, the documents are erased.',
      },
      {
        what: 'Messages you send us on WhatsApp, SMS or e-mail, and the photos or files in them',
        why: 'To answer you, and so that whoever on our team answers next knows what was said.',
        kept: 'The messages while your store is with us. A photo or file you send is erased {inboxDays} days after it came.',
      },
    ],
    deliveryPartner: [
      {
        what: 'Your name, mobile number, e-mail, pincode and vehicle',
        why: 'To review your application, answer you by SMS and offer you deliveries near you.',
        kept: 'While you deliver with us. In our message records, only the number’s last 4 digits are kept after {phoneDays} days.',
      },
      {
        what: 'Your government ID (an Aadhaar card with only its last 4 digits showing), address proof, photo and driving licence',
        why: 'To check who you are, where you live and that you may ride.',
        kept: 'The ID photo is erased {idDays} days after approval. If the application is not approved and you do not apply again within {rejectedDays} days, the documents are erased.',
      },
      {
        what: 'Messages you send us on WhatsApp, SMS or e-mail, and the photos or files in them',
        why: 'To answer you, and so that whoever on our team answers next knows what was said.',
        kept: 'The messages while you deliver with us. A photo or file you send is erased {inboxDays} days after it came.',
      },
    ],
  },
  rightsTitle: 'Your rights',
  rights: {
    access:
      'To see what we keep about you: a store owner downloads it from "My data" on the store status page; anyone may ask our grievance officer.',
    correction:
      'To have wrong or incomplete details corrected: a store owner changes them on the store status page and sends them again.',
    erasure:
      'To have your details erased once they are no longer needed, except what the law makes us keep.',
    withdraw:
      'To withdraw your consent at any time, as easily as you gave it. What we did before stays lawful; then we erase your registration’s details, and an approved store leaves the app first.',
    grievance: 'To complain to our grievance officer about how we handle your details.',
    nominate:
      'To name someone who uses these rights for you if you die or cannot act for yourself.',
  },
  grievanceTitle: 'Our grievance officer',
  grievance: 'Write to our grievance officer to use any of these rights or about any complaint:',
  boardTitle: 'The Data Protection Board of India',
  board:
    'If our grievance officer does not resolve your complaint, you may complain to the Data Protection Board of India, online through its website, under section 13 of the Digital Personal Data Protection Act, 2023.',
  version: 'Notice version {version}',
};

/** A submission with no consent recorded, or a consent given without its fields. */
export const CONSENT_REQUIRED = defineMessage(
  'registration.consentRequired',
  'Please read the privacy notice and agree to it before sending your registration.',
);
/** Consent recorded to a notice that has changed since, or sent for one that is not current. */
export const NOTICE_OUTDATED = defineMessage(
  'registration.noticeOutdated',
  'Our privacy notice has changed. Please read the new notice and agree to it again.',
);
/** An application without the notice's version and language. */
export const PARTNER_NOTICE_REQUIRED = defineMessage(
  'deliveryPartners.noticeRequired',
  'Please read the privacy notice and agree to it before sending your application.',
);
/** An application agreeing to a notice that is not current. */
export const PARTNER_NOTICE_OUTDATED = defineMessage(
  'deliveryPartners.noticeOutdated',
  'Our privacy notice has changed. Please reload the page, read it and agree again.',
);

/** The consent's answer. */
export const CONSENT_RECORDED = 'Thank you: your agreement to our privacy notice is recorded.';

/** True when `version` is the notice in force. */
export function isCurrentNotice(version: string | null | undefined): boolean {
  return version === PRIVACY_NOTICE_VERSION;
}
