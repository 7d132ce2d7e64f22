// One log line when a dependency (the database, Redis) goes away and one when it comes back,
// with what happened in between counted on the second, instead of a line per failed request or
// poll (issue 46). Each dependency has one of these per instance, shared by every place that
// notices its failures.

/** The part of pino's logger this needs (Fastify's `app.log`). */
export interface OutageLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface Outage {
  /**
   * A failure of `kind` ("requests answered 503", "polls"): logged only when the dependency was
   * up until now; counted either way.
   */
  failed(error: unknown, kind: string): void;
  /** Something of `kind` done without it while it is away: counted. */
  count(kind: string): void;
  /** It works again: logged only when it was away, with how long and the counts. */
  recovered(): void;
  readonly down: boolean;
  /** What has been counted since it went away (empty while it is up). */
  readonly counts: Readonly<Record<string, number>>;
  /** Stops the probe (the app closes). */
  stop(): void;
}

export interface OutageOptions {
  /**
   * Tried every probeMs while the dependency is away; when it resolves, the dependency is back.
   * Without it, whoever uses the dependency calls recovered().
   */
  probe?: () => Promise<unknown>;
  probeMs?: number;
  now?: () => number;
}

/** How often a dependency that is away is tried. */
export const OUTAGE_PROBE_MS = 1_000;

export function outage(log: OutageLog, dependency: string, options: OutageOptions = {}): Outage {
  const now = options.now ?? Date.now;
  let since: number | null = null;
  let counts: Record<string, number> = {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const add = (kind: string) => (counts[kind] = (counts[kind] ?? 0) + 1);
  const probe = () => {
    if (!options.probe || stopped || timer) return;
    timer = setTimeout(() => {
      options.probe?.().then(
        () => {
          timer = undefined;
          self.recovered();
        },
        () => {
          timer = undefined;
          if (since !== null) probe();
        },
      );
    }, options.probeMs ?? OUTAGE_PROBE_MS);
    timer.unref();
  };
  const self: Outage = {
    failed(error, kind) {
      if (since === null) {
        since = now();
        counts = {};
        log.error({ err: error, dependency }, `${dependency} is unavailable`);
        probe();
      }
      add(kind);
    },
    count(kind) {
      if (since !== null) add(kind);
    },
    recovered() {
      if (since === null) return;
      const downMs = now() - since;
      const summary = Object.entries(counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ');
      log.info(
        { dependency, downMs, counts },
        `${dependency} is back after ${(downMs / 1000).toFixed(1)} s (${summary})`,
      );
      since = null;
    },
    get down() {
      return since !== null;
    },
    get counts() {
      return since === null ? {} : { ...counts };
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return self;
}
