// One log line when a dependency (the database, Redis) goes away and one when it comes back,
// with what happened in between counted on the second, instead of a line per failed request or
// poll (issue 46). Each place that notices a dependency's failures keeps one of these.

/** The part of pino's logger this needs (Fastify's `app.log`). */
export interface OutageLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface Outage {
  /** A failure: logged only when the dependency was up until now; counted either way. */
  failed(error: unknown): void;
  /** Something done while it is away (a request answered without it): counted. */
  count(): void;
  /** It works again: logged only when it was away, with how long and the counts. */
  recovered(): void;
  readonly down: boolean;
}

/**
 * `dependency` names it in both lines ("database", "Redis"); `what` says what the count in
 * between counts ("failed polls", "requests limited in memory").
 */
export function outage(
  log: OutageLog,
  dependency: string,
  what: string,
  now: () => number = Date.now,
): Outage {
  let since: number | null = null;
  let failures = 0;
  let counted = 0;
  return {
    failed(error) {
      if (since === null) {
        since = now();
        failures = 0;
        counted = 0;
        log.error({ err: error, dependency }, `${dependency} is unavailable`);
      }
      failures += 1;
    },
    count() {
      if (since !== null) counted += 1;
    },
    recovered() {
      if (since === null) return;
      const downMs = now() - since;
      log.info(
        { dependency, downMs, failures, counted },
        `${dependency} is back after ${Math.round(downMs / 100) / 10} s (${failures} failures, ${counted} ${what})`,
      );
      since = null;
    },
    get down() {
      return since !== null;
    },
  };
}
