// What a backup or a restore refuses with (its own checks, a database another process holds, a
// setting): said in one line with exit code 1, not a stack trace.
import { BackupRefused } from '../backup/archive.js';
import { ConfigError } from '../config.js';
import { DatabaseInUseError } from '../db/adapter.js';

export function isRefusal(error: unknown): error is Error {
  return (
    error instanceof BackupRefused ||
    error instanceof DatabaseInUseError ||
    error instanceof ConfigError
  );
}
