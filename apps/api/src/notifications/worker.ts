// The outbox worker in the API process: it claims due notifications (several instances may run
// one: a claim is FOR UPDATE SKIP LOCKED with a lease), sends them through the channel, and
// marks each sent, to be retried with exponential backoff, or failed after the last try. It
// wakes at once when a notification is written (the change feed) and otherwise polls. A
// notification to an e-mail address (an admin's invite) goes through the e-mail channel, one to
// a phone through the phone's; both with the same retries.
import type { FastifyBaseLogger } from 'fastify';
import { OWNER_CODE_MINUTES } from '@kirana/domain/owner-sign-in';
import {
  NOTIFICATION_FIRST_RETRY_SECONDS,
  NOTIFICATION_MAX_ATTEMPTS,
  type NotificationChannel,
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

/** The wait before the next try after `attempts` tries: 5 s, 10 s, 20 s, ... */
export function backoffMs(attempts: number): number {
  return NOTIFICATION_FIRST_RETRY_SECONDS * 1000 * 2 ** Math.max(0, attempts - 1);
}

/** How often, at most, a pass looks for WhatsApp messages that did not arrive. */
export const SILENCE_CHECK_MS = 5_000;

/** How long a sign-in code may go undelivered before it goes by SMS, when not configured. */
export const DEFAULT_CODE_WAIT_SECONDS = 30;

/** Where e-mail goes when no e-mail channel is given: recorded as logged, sent to nobody. */
/** What became of one try: sent, failed and tried again later, or failed for good. */
export type SendOutcome = 'sent' | 'retry' | 'failed';

const nowhere: Channel = { via: 'log', send: async () => ({ ok: true }) };

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
}): OutboxWorker {
  const { repos, log } = options;
  const email = options.email ?? nowhere;
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let lastSilenceCheck = 0;

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

  async function drain(): Promise<number> {
    let handled = 0;
    await checkSilence();
    for (;;) {
      const claimed = await repos.notifications.claimDue(BATCH, LEASE_MS);
      if (claimed.length === 0) return handled;
      for (const [n, notification] of claimed.entries()) {
        // Stopping (SIGTERM): what is claimed and not yet sent goes back for another instance.
        if (stopped) {
          await repos.notifications.release(claimed.slice(n).map((row) => row.id));
          return handled;
        }
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
        const result = await channel.send(notification);
        if (result.ok) {
          await repos.notifications.markSent(
            notification.id,
            channel.via,
            result.providerMessageId,
          );
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
          await repos.notifications.markFailedTry(
            notification.id,
            channel.via,
            result.error,
            last ? null : backoffMs(notification.attempts),
            undefined,
            result.providerErrorCode,
          );
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
        handled += 1;
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
      unsubscribe?.();
      await running;
    },
  };
}
