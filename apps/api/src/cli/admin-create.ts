// Creates an admin, or resets the password (and name, and role) of an existing one:
//   pnpm --filter ./apps/api admin:create --email x --password y [--name z] [--role Owner]
// The first Owner of an installation is made here; the rest of the team is invited.
import { parseArgs } from 'node:util';
import { emailSchema } from '@kirana/domain/validation';
import { EMAIL_REQUIRED, PASSWORD_REQUIRED } from '@kirana/domain/auth';
import { isRole, ROLES, type Role } from '@kirana/domain/team';
import { adminNameSchema, adminPasswordSchema } from '@kirana/domain/team-rules';
import { answerText } from '@kirana/domain/common';
import { PASSWORD_TOO_COMMON } from '@kirana/domain/password-rules';
import { messageOf } from '@kirana/domain/validation';
import { openDatabase } from '../start.js';
import { isCommonPassword } from '../auth/common-passwords.js';
import { hashPassword } from '../auth/passwords.js';
import { loadConfig } from '../config.js';
import { DatabaseInUseError } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../repositories/index.js';

export const USAGE = `Usage: admin:create --email <email> --password <password> [--name <name>] [--role <${ROLES.join('|')}>]`;

export interface AdminCreateInput {
  email: string;
  password: string;
  /** Kept as it is when resetting an existing admin without --name. */
  name: string | undefined;
  /** Owner for a new admin; kept as it is when resetting one without --role. */
  role: Role | undefined;
}

/** Checks the arguments; returns the input or the message to print. */
export function parseAdminArgs(args: string[]): AdminCreateInput | string {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return (error as Error).message;
  }
  const email = emailSchema(EMAIL_REQUIRED, { lowerCase: true }).safeParse(values.email ?? '');
  if (!email.success) return `--email: ${email.error.issues[0]?.message ?? EMAIL_REQUIRED}`;
  const password = values.password ?? '';
  if (!password) return `--password: ${PASSWORD_REQUIRED}`;
  // The same rules as an invitee's name and password (packages/domain/src/team-rules.ts).
  const passwordOk = adminPasswordSchema.safeParse(password);
  if (!passwordOk.success) return `--password: ${problem(passwordOk.error)}`;
  if (isCommonPassword(password)) return `--password: ${PASSWORD_TOO_COMMON.text}`;
  let name: string | undefined;
  if (values.name !== undefined) {
    const nameOk = adminNameSchema.safeParse(values.name);
    if (!nameOk.success) return `--name: ${problem(nameOk.error)}`;
    name = nameOk.data;
  }
  if (values.role !== undefined && !isRole(values.role))
    return `--role: "${values.role}" is not a role: use one of ${ROLES.join(', ')}.`;
  return { email: email.data, password, name, role: values.role };
}

function problem(error: { issues: readonly { message: string }[] }): string {
  const first = error.issues[0];
  return first ? answerText(messageOf(first)) : 'invalid.';
}

export async function main(args: string[]): Promise<number> {
  const input = parseAdminArgs(args);
  if (typeof input === 'string') {
    console.error(input);
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await migrate(db);
    const repos = createRepositories(db);
    const { admin, created } = await repos.admins.upsert({
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      ...(input.role ? { role: input.role } : {}),
    });
    console.log(
      `${created ? 'Created' : 'Updated'} admin ${admin.email} (${admin.role}, ${admin.id}).`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.exitCode = await main(process.argv.slice(2));
}
