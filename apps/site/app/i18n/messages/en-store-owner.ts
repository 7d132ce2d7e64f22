// The store owner's islands' English words (/register-store and /store-status share them: the
// phone sign-in, the registration's steps, the status), a module of their own so that those
// islands' bundles take only these (see ./en.ts). Reasons, documents and ID types are the
// domain's labels; Telugu and Hindi pages pass their own words as props.
import { GOVERNMENT_ID_LABELS, REASON_LABELS, STORE_DOCUMENT_LABELS } from '@kirana/domain/stores';

export const storeOwner = {
  // Signing in by phone
  signInTitle: 'Sign in with your mobile number',
  signInIntro: 'We send a 6-digit code to your mobile by SMS or WhatsApp. No password needed.',
  phone: 'Mobile number',
  phoneHint: '10 digits, like 98480 22338.',
  sendCode: 'Send code',
  sendingCode: 'Sending...',
  codeSent: 'We sent a code to {phone}. It works for {minutes} minutes.',
  code: 'Code',
  codeHint: 'The {length} digits in the message.',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  resendIn: 'You can ask for a new code in {seconds} seconds.',
  resend: 'Send code again',
  otherNumber: 'Use another number',
  signedInAs: 'Signed in as {phone}',
  signOut: 'Sign out',
  loading: 'Loading your registration...',
  tryAgain: 'Try again',

  // The steps
  progress: 'Registration steps',
  stepOf: 'Step {current} of {total}',
  stepDone: 'done',
  steps: {
    shop: 'Shop',
    owner: 'Owner',
    licences: 'Licences',
    documents: 'Documents',
    review: 'Review and send',
  },
  back: 'Back',
  saveAndContinue: 'Save and continue',
  continue: 'Continue',
  saving: 'Saving...',
  notSaved: 'Not saved.',
  kept: 'What you entered is still here, so you can try again.',
  optional: '{label} (optional)',

  // Shop
  shopName: 'Shop name',
  street: 'Street address',
  streetHint: 'Door number, street and a landmark.',
  city: 'Area or city',
  pincode: 'Pincode',
  pincodeHint: 'The 6-digit pincode of your shop in Hyderabad.',
  pinTitle: 'Where is your shop?',
  pinIntro:
    'Customers nearby find your shop by this pin. Use your location while you are at the shop, or start from the pincode and move the pin onto your shop.',
  useMyLocation: 'Use my location',
  locating: 'Finding your location...',
  usePincode: 'Start from the pincode',
  pinFromLocation: 'The pin is at your location.',
  pinFromPincode: 'The pin is at the centre of {pincode}. Move it onto your shop.',
  locationDenied:
    'Your location was not shared. Allow location for this site in your browser, or start from the pincode.',
  locationUnavailable: 'We could not find your location. Try again, or start from the pincode.',
  locationUnsupported: 'This browser cannot share your location. Start from the pincode.',
  locationOutside: 'Your location is outside Hyderabad. Start from the pincode instead.',
  pincodeUnknown: 'We do not know where this pincode is yet. Use your location instead.',
  pinAt: 'Pin',
  moveTitle: 'Move the pin',
  stepSize: 'Each press moves it',
  metres: '{metres} m',
  moves: { north: 'North', south: 'South', east: 'East', west: 'West' },
  moveLabel: 'Move the pin {metres} m {direction}',
  atEdge: 'The pin is at the edge of our service area.',
  checkOnMap: 'Check the pin on OpenStreetMap',
  newTab: ' (opens in a new tab)',

  // Owner
  ownerName: 'Your name',
  ownerNameHint: 'As on your ID.',
  email: 'Email',
  language: 'Language of our messages',
  languageHint: 'Your sign-in codes and updates come by SMS or WhatsApp in this language.',

  // Licences
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

  // Documents
  documentsIntro:
    'Photos are made smaller on your phone before they are sent. Each file is saved as soon as you choose it.',
  documentKinds: STORE_DOCUMENT_LABELS,
  documentHints: {
    shop_photo: 'The front of your shop with its name board.',
    fssai_certificate: 'Your FSSAI registration or licence.',
    government_id: 'The ID you named in the licences step.',
  },
  fileHint: 'A photo (JPEG, PNG, WebP) or a PDF, at most {mb} MB.',
  choose: 'Choose a photo or PDF',
  orDrop: 'or drop the file here',
  preparing: 'Making the photo smaller...',
  uploading: 'Uploading: {document}',
  uploaded: 'Saved on {day}: {type}, {size}',
  photo: 'photo',
  pdf: 'PDF',
  replaced: 'New file sent on {day}.',

  // Review and send
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

  // Status
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
  note: 'Note from our team',
  yourDocuments: 'Your documents',
  unclear: 'Not clear: {note}',
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
  reasons: REASON_LABELS,
};
