// English words for the rules whose domain wording is a phrase that follows a field's name in the
// API's message; the rest are the domain's own words.
import type { RuleWords } from './index';

export const en: Partial<RuleWords> = {
  'request.badFormat': 'This must be a valid {format}.',
  'request.blank': 'This must not be blank.',
  'request.bodyNotAnObject': 'The request must be a JSON object.',
  'request.bodyNotJson': 'The request is not valid JSON.',
  'request.bodyRequired': 'The request body is required.',
  'request.bodyTooDeep': 'The request is nested too deeply (at most {max} levels).',
  'request.containsNul': 'This must not contain a NUL character.',
  'request.cursorInvalid': 'The page you asked for is not valid. Start again from the first page.',
  'request.duplicateItems': 'This list must not have the same ID twice.',
  'request.empty': 'This must not be empty.',
  'request.forbiddenFieldName': 'The request has a field name that is not allowed.',
  'request.invalid': 'This is not valid.',
  'request.maximum': 'This must be at most {max}.',
  'request.minimum': 'This must be at least {min}.',
  'request.notADateTime': 'This must be a date and time.',
  'request.notAUrl': 'This must be a full web address (URL).',
  'request.notAUuid': 'This must be a valid ID (UUID).',
  'request.notAnEmail': 'This must be a valid e-mail address.',
  'request.oneFilePerField': 'Send one file here, not several.',
  'request.oneOf': 'This must be one of: {values}.',
  'request.pattern': 'This is not in the right format.',
  'request.required': 'This field is required.',
  'request.tooFewItems': 'This list must have at least {min} items.',
  'request.tooLong': 'This must be at most {max} characters.',
  'request.tooManyItems': 'This list must have at most {max} items.',
  'request.tooShort': 'This must be at least {min} characters.',
  'request.type': 'This must be of type {type}.',
  'request.unknownField': 'This is not a known field.',
};
