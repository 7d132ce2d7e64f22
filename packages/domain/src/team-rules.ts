// The team's request rules (`@kirana/domain/team-rules`): an invite (e-mail and role), a role
// change, and the name and password a new admin sets, the same rules as `admin:create`'s.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import { z } from 'zod';
import { defineMessage } from './catalogue.js';
import { MAX_NAME_LENGTH } from './common.js';
import { newPasswordSchema } from './password-rules.js';
import { EMAIL_REQUIRED } from './auth.js';
import { emailSchema, requiredText } from './validation.js';
import { ROLE_UNKNOWN, ROLES } from './team.js';

const ADMIN_NAME_REQUIRED = defineMessage('team.nameRequired', 'Please enter your name.');
const ADMIN_NAME_TOO_LONG = defineMessage(
  'team.nameTooLong',
  'Your name must be at most {max} characters.',
  { max: MAX_NAME_LENGTH },
);

const roleSchema = z.enum(ROLES, ROLE_UNKNOWN.rule);
export const adminNameSchema = requiredText(
  ADMIN_NAME_REQUIRED,
  MAX_NAME_LENGTH,
  ADMIN_NAME_TOO_LONG,
);
/** A new admin's password: the one rule of every new password (./password-rules.ts). */
export const adminPasswordSchema = newPasswordSchema;

/** POST /api/admin/invites. */
export const inviteBodySchema = z.object({
  email: emailSchema(EMAIL_REQUIRED, { lowerCase: true }),
  role: roleSchema,
});

/** PATCH /api/admin/admins/{adminId}/role. */
export const roleChangeBodySchema = z.object({ role: roleSchema });

/** POST /api/invites/{token}/accept: the new admin's name and password. */
export const acceptInviteBodySchema = z.object({
  name: adminNameSchema,
  password: adminPasswordSchema,
});
