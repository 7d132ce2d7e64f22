// The outbox worker in the API process: it claims due notifications (several instances may run
// one: a claim is FOR UPDATE SKIP LOCKED with a lease), sends them through the channel, and
// marks each sent, to be retried with exponential backoff, or failed after the last try. It
// wakes at once when a notification is written (the change feed) and otherwise polls. A
// notification to an e-mail address (an admin's invite) goes through the e-mail channel, one to
// a phone through the phone's; both with the same retries.
//
// At most once per provider (issue 38 §4): before calling a provider the worker records the
// send under way (`markSending`, still under its claim); the answer's record clears it. A worker
// that dies between the two leaves the mark, and once its claim runs out the next pass settles
// the message without calling that provider again (`settleInterrupted`): WhatsApp and MSG91
// take no idempotency key, so a message they may have taken goes by the second channel or fails
// with words saying so; a channel that dedupes by the message's id (the webhook) takes it again.
import type { FastifyBaseLogger } from 'fastify';
import { OWNER_CODE_MINUTES } from '@kirana/domain/owner-sign-in';
import {
  NOTIFICATION_CODE_FIRST_RETRY_SECONDS,
  NOTIFICATION_FIRST_RETRY_SECONDS,
  NOTIFICATION_MAX_ATTEMPTS,
  type NotificationChannel,
  type NotificationTemplate,
} from '@kirana/domain/notifications';
import { isConnectionError, type ChangeFeed } from '../db/adapter.js';
import type { Outage } from '../outage.js';
import type { Repositories } from '../repositories/index.js';
import type { NotificationRow } from '../repositories/notifications.js';
import type { Channel, SendResult } from './channels.js';

/** A channel's refusal. */
export type Refusal = Extract<SendResult, { ok: false }>;

/** How long a claimed row is held: longer than a send can take (the webhook times out at 5 s). */
export const LEASE_MS = 60_000;
const BATCH = 10;

/** How many sends an API instance has under way at once (each waits on its provider). */
export const SEND_CONCURRENCY = 10;

/** The words of a message whose send was interrupted (`{channel}`: the provider). */
export const INTERRUPTED_WORDS =
  'Interrupted while {channel} was taking it: it may have arrived, so it is not sent by {channel} again';

/**
 * The wait before the next try after `attempts` tries: 5 s, 10 s, 20 s, ...; for a sign-in code
 * (the owner is waiting) 1 s, 2 s, 4 s, ...
 */
export function backoffMs(attempts: number, template?: NotificationTemplate): number {
  const first =
    template === 'store_code'
      ? NOTIFICATION_CODE_FIRST_RETRY_SECONDS
      : NOTIFICATION_FIRST_RETRY_SECONDS;
  return first * 1000 * 2 ** Math.max(0, attempts - 1);
}

/** How often, at most, a pass looks for WhatsApp messages that did not arrive. */
export const SILENCE_CHECK_MS = 5_000;

/** How long a sign-in code may go undelivered before it goes by SMS, when not configured. */
export const DEFAULT_CODE_WAIT_SECONDS = 30;

/** Where e-mail goes when no e-mail channel is given: recorded as logged, sent to nobody. */
/** What became of one try: sent, failed and tried again later, or failed for good. */
export type SendOutcome = 'sent' | 'retry' | 'failed';

const nowhere: Channel = { via: 'log', resendable: true, send: async () => ({ ok: true }) };

export interface OutboxWorker {
  /** Sends what is due now; resolves with how many it handled (tests drive it with this). */
  runOnce(): Promise<number>;
  /** Finishes the send under way, releases the rest of its claim and stops. */
  stop(): Promise<void>;
}

export function outboxWorker(options: {
  repos: Pick<Repositories, 'notifications'>;
  /** The phone notifications' channel (owners, applicants). */
  channel: Channel;
  /**
   * The phone's second channel (SMS behind WhatsApp): a message the first refuses for good is
   * sent by it when `applies` says so (a sign-in code to a number WhatsApp cannot reach; any
   * decision). The refusal is recorded first, so a crash between the two sends it by the
   * second channel, never again by the first.
   */
  fallback?: {
    channel: Channel;
    applies: (notification: NotificationRow, result: Refusal) => boolean;
    /**
     * How long a sign-in code may go undelivered by the first channel before it goes by the
     * second (WHATSAPP_CODE_WAIT_SECONDS); a message whose receipt failed falls back too.
     */
    codeWaitSeconds?: number;
    /** The first channel's receipt codes that say the number cannot receive (WhatsApp's 131026). */
    undeliverableCodes?: readonly string[];
  };
  /** The e-mail notifications' channel (admins' invites); unset: a log line that sends nothing. */
  email?: Channel;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  changes?: ChangeFeed;
  pollMs?: number;
  /**
   * The database's outages: a poll that cannot reach the database is counted there (one line
   * when it goes, one when it is back) rather than logged each time; a poll that can ends it.
   */
  outage?: Pick<Outage, 'failed' | 'recovered'>;
  /** Told of every try's outcome (the metrics): sent, to be retried, or failed for good. */
  tried?: (notification: NotificationRow, via: NotificationChannel, outcome: SendOutcome) => void;
  /** How long a claim holds (LEASE_MS; a test of a crash shortens it). */
  leaseMs?: number;
  /** Sends under way at once (default 1: one after the other; the API runs SEND_CONCURRENCY). */
  concurrency?: number;
}): OutboxWorker {
  const { repos, log } = options;
  const email = options.email ?? nowhere;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  // A claim holds more than the lanes take at once, so a lane that finishes finds the next.
  const batch = Math.max(BATCH, 2 * concurrency);
  // The channels that take a message twice as one (their idempotency key is the message's id).
  const resendable = [
    ...new Set(
      [options.channel, options.fallback?.channel, email]
        .filter((channel): channel is Channel => channel?.resendable === true)
        .map((channel) => channel.via),
    ),
  ];
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let lastSilenceCheck = 0;
  // A worker that runs on its own (it polls or listens) also runs a pass at the soonest retry
  // it scheduled: a code's 1 s backoff is not left to wait for the next poll. One driven by
  // runOnce alone (tests) does not.
  const live = Boolean(options.pollMs || options.changes);
  let retryTimer: NodeJS.Timeout | null = null;
  let retryAt = Infinity;
  function wakeIn(ms: number): void {
    const at = Date.now() + ms;
    if (!live || stopped || at >= retryAt) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryAt = at;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      retryAt = Infinity;
      void runOnce();
    }, ms);
    retryTimer.unref();
  }

  /**
   * Every few seconds: WhatsApp messages that did not arrive are turned to the second channel
   * (a code unanswered after its wait, a message whose receipt failed), and the codes WhatsApp
   * delivered are forgotten.
   */
  async function checkSilence(): Promise<void> {
    if (Date.now() - lastSilenceCheck < SILENCE_CHECK_MS) return;
    lastSilenceCheck = Date.now();
    const waitSeconds = options.fallback?.codeWaitSeconds ?? DEFAULT_CODE_WAIT_SECONDS;
    const codeLifetimeSeconds = OWNER_CODE_MINUTES * 60;
    if (options.fallback) {
      const fell = await repos.notifications.fallBackUndelivered({
        waitSeconds,
        codeLifetimeSeconds,
        undeliverableCodes: options.fallback.undeliverableCodes ?? [],
        notDeliveredWords: `Not delivered by ${options.channel.via} within ${waitSeconds} s`,
      });
      if (fell > 0)
        log.warn(
          { count: fell, fallback: options.fallback.channel.via },
          'messages not delivered; sending them by the fallback channel',
        );
    }
    await repos.notifications.forgetSentCodes({ waitSeconds, codeLifetimeSeconds });
  }

  /** Messages whose worker died during their send: settled without sending them again there. */
  async function settleInterrupted(): Promise<void> {
    const settled = await repos.notifications.settleInterrupted({
      resendable,
      fallbackFrom: options.fallback ? options.channel.via : null,
      codeLifetimeSeconds: OWNER_CODE_MINUTES * 60,
      words: INTERRUPTED_WORDS,
    });
    for (const { id, outcome } of settled)
      log.warn(
        { notification: id, outcome },
        outcome === 'resend'
          ? 'send interrupted; sending it again with the same idempotency key'
          : outcome === 'fallback'
            ? 'send interrupted; not sent by that provider again, sending it by the fallback channel'
            : 'send interrupted; not sent again (it may have arrived)',
      );
  }

  /** Sends one claimed message and records the outcome; false when its claim was lost. */
  async function sendOne(notification: NotificationRow): Promise<boolean> {
    // A pending message that fell back goes by the second channel.
    const fellBack =
      !notification.recipientEmail &&
      options.fallback !== undefined &&
      notification.fallbackAt !== null;
    const channel = notification.recipientEmail
      ? email
      : fellBack && options.fallback
        ? options.fallback.channel
        : options.channel;
    // The send under way is on record before the provider hears of it.
    if (
      !(await repos.notifications.markSending(notification.id, channel.via, notification.attempts))
    )
      return false;
    const result = await channel.send(notification);
    if (result.ok) {
      await repos.notifications.markSent(notification.id, channel.via, result.providerMessageId);
      options.tried?.(notification, channel.via, 'sent');
    } else if (
      !notification.recipientEmail &&
      !fellBack &&
      !result.retry &&
      result.providerErrorCode !== undefined &&
      options.fallback?.applies(notification, result)
    ) {
      await repos.notifications.markFallback(
        notification.id,
        channel.via,
        result.error,
        result.providerErrorCode,
      );
      options.tried?.(notification, channel.via, 'retry');
      log.warn(
        {
          notification: notification.id,
          error: result.error,
          fallback: options.fallback.channel.via,
        },
        'notification refused; sending it by the fallback channel',
      );
    } else {
      const last = !result.retry || notification.attempts >= NOTIFICATION_MAX_ATTEMPTS;
      const wait = backoffMs(notification.attempts, notification.template);
      await repos.notifications.markFailedTry(
        notification.id,
        channel.via,
        result.error,
        last ? null : wait,
        undefined,
        result.providerErrorCode,
      );
      if (!last) wakeIn(wait);
      options.tried?.(notification, channel.via, last ? 'failed' : 'retry');
      log.warn(
        {
          notification: notification.id,
          error: result.error,
          attempts: notification.attempts,
          last,
        },
        'notification not sent',
      );
    }
    return true;
  }

  async function drain(): Promise<number> {
    let handled = 0;
    await checkSilence();
    await settleInterrupted();
    for (;;) {
      const claimed = await repos.notifications.claimDue(batch, leaseMs);
      if (claimed.length === 0) return handled;
      // `concurrency` lanes take the claimed messages in order, one send each at a time.
      let next = 0;
      const lane = async () => {
        while (!stopped && next < claimed.length) {
          const notification = claimed[next];
          next += 1;
          if (notification && (await sendOne(notification))) handled += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
      // Stopping (SIGTERM): what is claimed and not yet sent goes back for another instance.
      if (stopped) {
        await repos.notifications.release(claimed.slice(next).map((row) => row.id));
        return handled;
      }
    }
  }

  /** One pass at a time; a wake-up during a pass runs one more after it. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .then((handled) => {
        options.outage?.recovered();
        return handled;
      })
      .catch((error: unknown) => {
        if (options.outage && isConnectionError(error))
          options.outage.failed(error, 'failed polls');
        else log.error({ err: error }, 'notification worker failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const timer = options.pollMs ? setInterval(() => void runOnce(), options.pollMs) : null;
  timer?.unref();
  const unsubscribe = options.changes?.subscribe((table) => {
    if (table === null || table === 'notifications') void runOnce();
  });

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (retryTimer) clearTimeout(retryTimer);
      unsubscribe?.();
      await running;
    },
  };
}
