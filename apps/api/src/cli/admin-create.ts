// Creates an admin, or resets the password (and name) of an existing one:
//   pnpm --filter ./apps/api admin:create --email x --password y [--name z]
import { parseArgs } from 'node:util';
import { emailSchema } from '@kirana/domain/validation';
import { EMAIL_REQUIRED, PASSWORD_REQUIRED, newPasswordProblem } from '@kirana/domain/auth';
import { MAX_NAME_LENGTH } from '@kirana/domain/common';
import { openDatabase } from '../start.js';
import { hashPassword } from '../auth/passwords.js';
import { loadConfig } from '../config.js';
import { DatabaseInUseError } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../repositories/index.js';

export interface AdminCreateInput {
  email: string;
  password: string;
  /** Kept as it is when resetting an existing admin without --name. */
  name: string | undefined;
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
  // The rule of every new admin password (packages/domain), as a password change checks it.
  const problem = newPasswordProblem(password);
  if (problem) return `--password: ${problem.text}`;
  const name = values.name?.trim();
  if (name !== undefined && (!name || name.length > MAX_NAME_LENGTH)) {
    return `--name: use 1 to ${MAX_NAME_LENGTH} characters.`;
  }
  return { email: email.data, password, name };
}

export async function main(args: string[]): Promise<number> {
  const input = parseAdminArgs(args);
  if (typeof input === 'string') {
    console.error(input);
    console.error('Usage: admin:create --email <email> --password <password> [--name <name>]');
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
    });
    console.log(`${created ? 'Created' : 'Updated'} admin ${admin.email} (${admin.id}).`);
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.exitCode = await main(process.argv.slice(2));
}
