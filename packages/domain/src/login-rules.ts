// The admin login body's rules: POST /api/auth/admin/login, and the login form. Built with
// zod/mini; the admin loads this module on the form's first use, not with its first screen.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import * as z from 'zod/mini';
import {
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  REMEMBER_ME_INVALID,
} from './auth.js';
import { MAX_PASSWORD_LENGTH } from './common.js';
import { type ValidationResult, emailSchema, toResult } from './validation.js';

/** POST /api/auth/admin/login body. The e-mail is trimmed and lower-cased; rememberMe defaults to false. */
export const loginBodySchema = z.object({
  email: emailSchema(EMAIL_REQUIRED, { lowerCase: true }),
  password: z
    .string(PASSWORD_REQUIRED.rule)
    .check(
      z.minLength(1, PASSWORD_REQUIRED.rule),
      z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG.rule),
    ),
  rememberMe: z._default(z.boolean(REMEMBER_ME_INVALID.rule), false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export interface LoginFormValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export function validateLogin(
  values: LoginFormValues,
): ValidationResult<LoginBody, keyof LoginFormValues> {
  return toResult(loginBodySchema.safeParse(values));
}
