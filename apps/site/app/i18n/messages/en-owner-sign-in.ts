// The store owner's sign-in words (/register-store and /store-status): the phone and the code,
// and the registration's progress, which the islands show before anything else; a module of its
// own so their first load carries only these (the rest, ./en-store-owner.ts, comes with the
// steps once the owner is signed in).

export const ownerSignIn = {
  signInTitle: 'Sign in with your mobile number',
  signInIntro: 'We send a 6-digit code to your mobile by SMS or WhatsApp. No password needed.',
  /** Under the sign-in: what the number is for, and the notice before any shop detail (issue 40). */
  notice:
    'We use your number only to send you sign-in codes and messages about your registration. Before you give us your shop’s details, you read and agree to our privacy notice.',
  noticeLink: 'Read the privacy notice',
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
  /** Offered 30 s after a code was sent (OWNER_CODE_SMS_AFTER_SECONDS). */
  bySms: 'Send by SMS instead',
  codeSentBySms: 'We sent a new code by SMS to {phone}. It works for {minutes} minutes.',
  otherNumber: 'Use another number',
  loading: 'Loading your registration...',
  tryAgain: 'Try again',
  /** Under /store-status's sign-in only: once signed in, the status says what to do next. */
  registerLink: 'Not registered yet? Register your store',
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
};
