// The privacy notice's section of the partner privacy policy (/branch/privacy-policy#...), the
// same anchor in every language: the sign-in links to it.
export const NOTICE_ANCHOR = 'privacy-notice';
