import { describe, expect, test } from 'vitest';
import { REGISTRATION_FIELDS, type RegistrationField } from './store-owners.js';
import { REGISTRATION_FIELD_RULES } from './store-owner-rules.js';

describe('the registration’s one field table', () => {
  test.each(Object.keys(REGISTRATION_FIELDS) as RegistrationField[])(
    '%s: its rule takes it left out exactly when a submission does not need it',
    (field) => {
      const leftOut = REGISTRATION_FIELD_RULES[field].safeParse(undefined);
      const missing = REGISTRATION_FIELDS[field].missing;
      expect(leftOut.success).toBe(missing === null);
      if (missing && !leftOut.success) expect(leftOut.error.issues[0]?.message).toBe(missing.rule);
    },
  );
});
