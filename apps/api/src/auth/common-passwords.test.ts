import { describe, expect, test } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('common and leaked passwords', () => {
  test.each(['password', 'Password', '12345678', 'qwertyuiop', 'iloveyou', 'password2024!'])(
    '%s is refused',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  test.each([
    'kirana-admin-demo',
    'Correct horse battery staple',
    'charminar-bazaar-1591',
    'abc1!',
  ])('%s is accepted', (password) => expect(isCommonPassword(password)).toBe(false));
});
