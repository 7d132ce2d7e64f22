// A reviewer's decision on a store or an application: a reason from the decision's fixed list
// (when it takes one) and a note, required to explain "other" (`@kirana/domain/decisions`).

export const MAX_NOTE_LENGTH = 1000;

export const REASON_REQUIRED = 'Please choose a reason.';
export const NOTE_REQUIRED_FOR_OTHER = 'Please add a note that explains the reason.';
export const NOTE_TOO_LONG = `Please keep the note to ${MAX_NOTE_LENGTH.toLocaleString('en-IN')} characters or fewer.`;
