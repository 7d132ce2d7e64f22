// My account's copy for the second factor (issue 25): admin-only words, kept with the feature.

export const SECOND_FACTOR_TITLE = 'Two-step sign-in';
export const SECOND_FACTOR_INTRO =
  'You sign in with your password and a code from your authenticator app. Lost or changed your phone? Replace the app here with your password and a current code or a recovery code.';
export const REPLACE_APP = 'Replace authenticator app';
export const PASSWORD_LABEL = 'Password';
export const CURRENT_CODE_LABEL = 'Code from your current app';
export const CONTINUE = 'Continue';
export const CHECKING = 'Checking...';
export const CANCEL = 'Cancel';
export const NEW_APP_INTRO =
  'Scan the QR code with your new authenticator app, or type the key into it, then enter the 6-digit code it shows.';
export const NEW_CODE_LABEL = 'Code from your new app';
export const CONFIRM_NEW_APP = 'Replace app';
export const REPLACING = 'Replacing...';
export const REPLACED =
  'Your authenticator app has been replaced. Your old recovery codes no longer work: save these new ones.';
