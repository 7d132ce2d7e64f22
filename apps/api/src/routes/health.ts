// Liveness and readiness probes.
import { DATABASE_UNAVAILABLE } from '@kirana/domain/common';
import type { Handlers } from '../contract/types.js';
import { HttpError } from '../errors.js';
import type { Deps } from './deps.js';

/** How long /ready waits for the database. */
const READY_TIMEOUT_MS = 2000;

export function healthHandlers({ db }: Deps): Pick<Handlers, 'health' | 'ready'> {
  return {
    async health() {
      return { status: 'success', data: { ok: true } };
    },

    async ready(request) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          db.query('select 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
          }),
        ]);
      } catch {
        // Logged once for the outage by the error handler (app.databaseOutage), not here too.
        throw new HttpError(503, DATABASE_UNAVAILABLE);
      } finally {
        clearTimeout(timer);
      }
      request.server.databaseOutage.recovered();
      return { status: 'success', data: { database: 'ok' } };
    },
  };
}
