// Login screen copy, word for word from admin-area.md.

import { REMEMBER_ME_SESSION_DAYS } from '@kirana/domain/auth';

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const REMEMBER_ME_LABEL = `Remember me for ${REMEMBER_ME_SESSION_DAYS} days`;

export const ADMIN_DATA_LOAD_FAILED = 'Failed to load admin data. Please try logging in again.';

// Two-step sign-in (issue 25): the screens after the login's.
export const SECOND_STEP_TITLE = 'Two-step sign-in';
export const SECOND_STEP_INTRO =
  'Open your authenticator app and enter the 6-digit code it shows for Kirana Admin.';
export const RECOVERY_STEP_INTRO =
  'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.';
export const CODE_LABEL = 'Authentication code';
export const VERIFY = 'Verify';
export const VERIFYING = 'Verifying...';
export const BACK_TO_LOGIN = 'Back to login';
export const ENROL_TITLE = 'Set up two-step sign-in';
export const ENROL_INTRO =
  'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or another), or type the key into it. Then enter the 6-digit code the app shows.';
export const ENROL_LOADING = 'Preparing your key...';
export const CONFIRM_CODE = 'Confirm';
export const CONFIRMING = 'Confirming...';
export const RECOVERY_TITLE = 'Save your recovery codes';
export const RECOVERY_INTRO =
  'If you lose your phone, each of these codes signs you in once. They are shown only now: copy or download them and keep them somewhere safe.';
