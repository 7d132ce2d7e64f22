// The words of "Your data" on /store-status (issue 40 §5): the owner's rights over what we keep,
// a download of it ("My data"), an erasure request, a grievance, and withdrawing consent. Part of
// the signed-in words (./en-store-owner.ts); Telugu and Hindi pages pass their own as props.
export const yourData = {
  title: 'Your data',
  intro:
    'What we keep about you and your store, and your rights over it: download a copy, ask us to erase it, raise a grievance, or withdraw your consent.',
  open: 'See your data and your rights',
  loading: 'Opening your data...',

  myDataTitle: 'My data',
  myDataIntro:
    'Everything we keep about you and your store in one ZIP file: your details and our decisions as a JSON file, and your documents. We prepare it when you ask, and you can download it for a day.',
  prepare: 'Prepare my data',
  preparing: 'Preparing your data...',
  ready: 'Your data is ready. You can download it until {time}.',
  download: 'Download my data (ZIP, {size})',
  downloading: 'Downloading...',
  expired: 'Your last download could be used until {time} and has expired. Prepare it again.',
  prepareAgain: 'Prepare again',

  erasureTitle: 'Ask us to erase your data',
  erasureIntro:
    'We erase what you gave us for your registration: your documents, your name, e-mail and ID number, and your FSSAI and GST numbers. If your store is approved, we first take it off the store finder. We answer within {days} days, by message and here.',
  erasureMessage: 'Anything you want to tell us (optional)',
  askErasure: 'Ask us to erase my data',

  grievanceTitle: 'Raise a grievance',
  grievanceIntro:
    'Tell us what went wrong with how we handled your data or your registration. Our grievance officer answers within {days} days, by message and here.',
  grievanceMessage: 'Your grievance',
  sendGrievance: 'Send grievance',
  sending: 'Sending...',
  received: 'We received your request. We will answer by {date}.',

  requestsTitle: 'Your requests',
  kinds: { erasure: 'Erase my data', grievance: 'Grievance' },
  sentOn: 'Sent on {day}',
  openUntil: 'Open: we answer by {date}',
  answeredOn: 'Answered on {day}',
  yourMessage: 'What you wrote',
  ourAnswer: 'Our answer',
  erased: 'Your data was erased.',

  withdrawTitle: 'Withdraw consent',
  withdrawIntro:
    'You agreed to our notice when you registered. If you withdraw your consent, we erase your registration’s data at once.',
  withdraw: 'Withdraw consent',
  confirmTitle: 'Withdraw your consent and erase your data?',
  confirmErases:
    'We erase now: your documents, your name, e-mail and ID number, your FSSAI and GST numbers, and your “My data” download. Your shop’s name, its area and the history of our decisions stay in our records, and you can still sign in with this number to read our answers.',
  confirmApproved:
    'Your store is approved: first we take it off the store finder, so customers no longer find it in the Kirana app.',
  confirmPending: 'Your store is being reviewed: the review stops.',
  confirm: 'Withdraw and erase',
  erasing: 'Erasing...',
  cancel: 'Cancel',
  withdrawn: 'Your consent is withdrawn and your data is erased. Documents erased: {count}.',
  delisted: 'Your store was taken off the store finder.',
  reviewStopped: 'The review of your store has stopped.',
};
