// A reviewer's decision on a store or an application: a reason from the decision's fixed list
// (when it takes one) and a note, required to explain "other" (`@kirana/domain/decisions`).

import { defineMessage } from './catalogue.js';

export const MAX_NOTE_LENGTH = 1000;

export const REASON_REQUIRED = defineMessage('decisions.reasonRequired', 'Please choose a reason.');
export const NOTE_REQUIRED_FOR_OTHER = defineMessage(
  'decisions.noteRequiredForOther',
  'Please add a note that explains the reason.',
);
export const NOTE_TOO_LONG = defineMessage(
  'decisions.noteTooLong',
  'Please keep the note to {max} characters or fewer.',
  { max: MAX_NOTE_LENGTH },
);
