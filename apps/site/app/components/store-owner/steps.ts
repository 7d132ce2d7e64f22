// The registration's steps after signing in, in order: apart from ./registration-form.ts so that
// the progress list, which the sign-in shows, loads without the form's data.

export const STEPS = ['shop', 'owner', 'licences', 'documents', 'review'] as const;
export type Step = (typeof STEPS)[number];
