// The store owner's islands' English words once the owner is signed in (the registration's
// steps, the status; the sign-in's are ./en-owner-sign-in.ts), a module of their own so that
// only those islands' signed-in parts take them (see ./en.ts). Reasons, documents and ID types are the
// domain's labels; Telugu and Hindi pages pass their own words as props.
import { privacyNotice } from './en-privacy-notice';
import { GOVERNMENT_ID_LABELS, REASON_LABELS, STORE_DOCUMENT_LABELS } from '@kirana/domain/stores';
import { aadhaarMask } from './en-aadhaar-mask';
import { yourData } from './en-your-data';
import { HOURS_EDITOR_WORDS, HOURS_SAVED, OPEN_STATE_WORDS } from '@kirana/domain/store-hours';

export const storeOwner = {
  signedInAs: 'Signed in as {phone}',
  signOut: 'Sign out',
  back: 'Back',
  saveAndContinue: 'Save and continue',
  continue: 'Continue',
  saving: 'Saving...',
  notSaved: 'Not saved.',
  kept: 'What you entered is still here, so you can try again.',
  optional: '{label} (optional)',
  shopName: 'Shop name',
  street: 'Street address',
  streetHint: 'Door number, street and a landmark.',
  city: 'Area or city',
  pincode: 'Pincode',
  pincodeHint: 'The 6-digit pincode of your shop in Hyderabad.',
  pinTitle: 'Where is your shop?',
  pinIntro:
    'Customers nearby find your shop by the marker on this map. Drag the map until the marker sits on your shop, or use your location while you are at the shop.',
  useMyLocation: 'Use my location',
  locating: 'Finding your location...',
  usePincode: 'Start from the pincode',
  pinFromLocation: 'The marker is at your location. If your shop is a little away, drag the map.',
  pinFromPincode:
    'The map is at the centre of {pincode}. Drag it until the marker is on your shop.',
  locationDenied:
    'Your location was not shared. Allow location for this site in your browser, or start from the pincode.',
  locationUnavailable: 'We could not find your location. Try again, or start from the pincode.',
  locationUnsupported: 'This browser cannot share your location. Start from the pincode.',
  locationOutside: 'Your location is outside Hyderabad. Start from the pincode instead.',
  pincodeUnknown: 'We do not know where this pincode is yet. Use your location instead.',
  map: 'Map to place your shop',
  mapHint:
    'Drag the map until the marker is on your shop. With a keyboard: the arrow keys move the map, + and - zoom.',
  mapLoading: 'Loading the map...',
  mapFailed: 'The map did not load. Check your connection and try again.',
  mapRetry: 'Load the map again',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  mapContributors: 'contributors',
  marker: 'Marker',
  markerNotPlaced: 'not placed yet',
  coordinates: 'latitude {latitude}, longitude {longitude}',
  atEdge: 'The marker is at the edge of our service area.',
  ownerName: 'Your name',
  ownerNameHint: 'As on your ID.',
  email: 'Email',
  language: 'Language of our messages',
  languageHint: 'Your sign-in codes and updates come by SMS or WhatsApp in this language.',
  fssai: 'FSSAI number',
  fssaiHint: 'The 14 digits on your FSSAI registration or licence.',
  gstin: 'GSTIN',
  gstinHint: 'The 15 characters of your GST registration, if you have one.',
  idType: 'ID type',
  idTypePlaceholder: 'Choose an ID',
  idTypes: GOVERNMENT_ID_LABELS,
  idNumber: 'ID number',
  idNumberHint: 'We keep only its last four characters.',
  idNumberSaved: 'Saved as {masked}. Type the number again only to change it.',
  documentsIntro:
    'Photos are made smaller on your phone before they are sent. Each file is saved as soon as you choose it.',
  documentKinds: STORE_DOCUMENT_LABELS,
  documentHints: {
    shop_photo: 'The front of your shop with its name board.',
    fssai_certificate: 'Your FSSAI registration or licence.',
    government_id: 'The ID you named in the licences step.',
  },
  fileHint: 'A photo or a PDF. We make photos smaller for you; a PDF can be at most {mb} MB.',
  /** An Aadhaar card's photo is masked on the phone (issue 40): the why, the choice, the editor. */
  aadhaar: aadhaarMask,
  /** The privacy notice the owner agrees to before the first step is saved (issue 40). */
  privacyNotice,
  /** "Your data" on /store-status (issue 40 §5): download, erasure, grievance, consent. */
  yourData,
  choose: 'Choose a photo or PDF',
  orDrop: 'or drop the file here',
  preparing: 'Making the photo smaller...',
  uploading: 'Uploading: {document}',
  uploaded: 'Saved on {day}: {type}, {size}',
  photo: 'photo',
  pdf: 'PDF',
  replaced: 'New file sent on {day}.',
  /** The upload has had no progress for a while, or the phone is offline. */
  waitingForNetwork: 'Waiting for the network: {document} goes as soon as it is back.',
  /** Every byte is sent; the server is checking and storing it. */
  savingDocument: 'Sent. Saving {document}...',
  uploadFailed: '{document} was not saved.',
  uploadAgain: 'Try again',
  /** The thumbnail's text alternative. */
  sentCopy: 'What you sent: {document}',
  pdfOnePage: '{name}, 1 page',
  pdfPages: '{name}, {pages} pages',
  reviewIntro: 'Check your details, then send them to our team.',
  change: 'Change',
  changeSection: 'Change: {section}',
  notGiven: 'Not given',
  location: 'Location',
  stillNeeded: 'Still needed before you can send',
  submit: 'Send for review',
  resubmit: 'Send again',
  submitting: 'Sending...',
  submittedTitle: 'Registration sent',
  submittedText:
    'Thank you! Our team checks your shop and documents and will answer by {date}. We will send you a message too.',
  seeStatus: 'See your registration status',
  statusTitle: 'Your store',
  none: 'You have not started a store registration yet.',
  startRegistration: 'Register your store',
  draft: 'Your registration is not sent yet.',
  continueRegistration: 'Continue your registration',
  states: {
    draft: 'Not sent yet',
    pending: 'Being reviewed',
    approved: 'Approved',
    rejected: 'Not approved',
    suspended: 'Suspended',
  },
  pendingText: 'Our team is checking your shop. You will hear from us by {date}.',
  approvedText:
    'Your store is approved and appears in the Kirana app. Next: sign in to the Kirana Partner app with this mobile number to take orders and manage your stock.',
  getPartnerApp: 'Get the Kirana Partner app',
  rejectedText:
    'Your registration was not approved. Fix what is asked below and send it again: we answer within {days} days.',
  suspendedText:
    'Your store is hidden from the app for now. Contact us and we will help you resolve it.',
  contactUs: 'Contact us',
  reason: 'Reason',
  /** The reviewer's note on the decision, given as their words. */
  note: 'What our reviewer wrote',
  yourDocuments: 'Your documents',
  unclear: 'Not clear. Our reviewer wrote: “{note}”',
  /** A document the team checked and accepted, after a rejection: no upload box. */
  noActionNeeded: 'Checked: no action needed.',
  /** Beside "Send again" while a document marked unclear is not replaced. */
  replaceUnclearFirst: 'Replace each document marked not clear first; then you can send it again.',
  unclearNoNote: 'Not clear',
  fixDetails: 'Fix your details',
  resubmitIntro: 'When everything is fixed, send your registration again.',
  history: 'History',
  historyActions: {
    submit: 'Sent for review',
    resubmit: 'Sent again',
    approve: 'Approved',
    reject: 'Not approved',
    suspend: 'Suspended',
    reinstate: 'Active again',
    reopen: 'Reviewed again',
  },
  hours: {
    ...HOURS_EDITOR_WORDS,
    title: 'Opening hours',
    intro:
      'Customers see these in the store finder, in India time. Close the store for a while without changing the week.',
    now: 'Now',
    save: 'Save hours',
    saving: 'Saving...',
    saved: HOURS_SAVED,
    loadFailed: 'We could not load your opening hours.',
    /** Over a week not saved yet, filled with SUGGESTED_HOURS. */
    suggested:
      'To start, every day is filled in as {opens}–{closes}. Change what differs at your shop, then save.',
    open: OPEN_STATE_WORDS,
  },
  reasons: REASON_LABELS,
};
