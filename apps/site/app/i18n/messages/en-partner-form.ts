// The delivery-partner application island's English words, a module of its own so that the island's bundle takes
// only these (and the domain modules they name), not every island's (see ./en.ts).
import { privacyNotice } from './en-privacy-notice';
import {
  APPLICATION_RECEIVED,
  PARTNER_DOCUMENT_LABELS,
  VEHICLE_LABELS,
} from '@kirana/domain/delivery-partners';

import { aadhaarMask } from './en-aadhaar-mask';

export const partnerForm = {
  formLabel: 'Delivery partner application',
  aboutYou: 'About you',
  name: 'Full name',
  phone: 'Mobile number',
  phoneHint: '10 digits. We send the result of your application by SMS.',
  email: 'Email',
  optional: '{label} (optional)',
  pincode: 'Area pincode',
  pincodeHint: 'Where you will deliver: {first} to {last}.',
  vehicle: 'How you will deliver',
  vehiclePlaceholder: 'Choose a vehicle',
  vehicles: VEHICLE_LABELS,
  documents: 'Your documents',
  documentsNote: 'Large photos are made smaller on your phone before they are sent.',
  documentLabels: PARTNER_DOCUMENT_LABELS,
  fileHint: 'JPEG, PNG, WebP or PDF, at most {mb} MB.',
  /** The file pickers' button and what they say before a file is chosen (not the browser's
   * "Choose File", which is in the browser's language). */
  chooseFile: 'Choose file',
  noFile: 'No file chosen',
  /** The applicant's ID is Aadhaar: the photo is masked on the phone first (issue 40). */
  aadhaar: { ...aadhaarMask, isAadhaar: 'My government ID is an Aadhaar card' },
  documentHints: {
    government_id: 'Aadhaar, PAN card, voter ID or passport. {fileHint}',
    address_proof: 'A utility bill, rent agreement or bank statement with your address. {fileHint}',
    photo: 'A clear, recent photo of your face. JPEG, PNG or WebP.',
    driving_licence: 'Needed for a motorbike or an electric scooter. {fileHint}',
  },
  uploading: 'Uploading your application',
  failedTitle: 'Your application was not sent.',
  failedKept: 'Everything you entered is still in the form, so you can try again.',
  preparing: 'Preparing documents...',
  sending: 'Sending...',
  send: 'Send application',
  sentTitle: 'Application sent',
  received: APPLICATION_RECEIVED,
  /** The privacy notice shown above the send button, with its tick box (issue 40). */
  privacyNotice,
};
