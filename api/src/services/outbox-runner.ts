import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { effectiveLanguage } from '@booking/contracts/schemas';
import type { Database } from '../db/database';
import { isDatabaseUnavailable } from '../db/db-errors';
import * as outbox from '../db/queries/outbox.queries';
import { now } from '../domain/clock';
import { messageLanguageCode, renderMessage } from '../domain/messages/render';
import { smsText } from '../domain/messages/sms';
import { links } from '@booking/contracts/links';
import { bookingLinkUrl } from '../auth/booking-link';
import { SmsError, smsParts, type SmsSender } from '../sms/sms';
import { markSmsSent, releaseSms, reserveSms, smsAllowanceOfBooking, type SmsAllowance } from '../db/queries/sms-usage.queries';
import { setMaxConsent } from '../db/queries/identities.queries';
import type { MaxSender } from '../max/max-bot';

/**
 * Delivers the outbox (migration 6) through Telegram, the way a deployment can trust:
 * - one process at a time dispatches (a lease in the database), so Telegram's pace holds however
 *   many API processes run: under 30 messages a second in all and one a second per chat;
 * - a message is taken with FOR UPDATE SKIP LOCKED and marked 'sending' before it goes, so no two
 *   processes ever send the same row; one left 'sending' by a process that died is taken again once
 *   its lock expires (at least once; each event has one row, by its dedupe key);
 * - Telegram's 429 is honoured: the message waits `retry_after` seconds, and so does everything else;
 * - a 403 (blocked, deactivated, never allowed) marks the user unreachable and drops what waits for them
 *   (an answer in a master's chat through a business connection is only dropped itself);
 * - any other failure is retried with backoff, up to `maxAttempts` tries, then given up and logged;
 * - a user who has not allowed the bot to write, and a reminder whose booking is no longer active,
 *   get nothing (the row is dropped, with the reason);
 * - a message is written when it goes, in the recipient's language then (wordsOf);
 * - a person the bot may not write to gets the booking messages of SMS_KINDS by SMS to their
 *   confirmed phone instead (never both: the channel is picked when the row is taken), the
 *   reminder only the one 2 hours before or later; SMS keeps its own pace (Telegram's 429 pause
 *   does not hold it), and an SMS the provider answered is never sent again (its sms_id is kept).
 */

export type SendResult =
  | { ok: true }
  | { ok: false; kind: 'retry_after'; seconds: number; error: string }
  | { ok: false; kind: 'blocked'; error: string }
  | { ok: false; kind: 'error'; error: string };

/** Telegram's sendMessage, as the runner needs it (telegram/bot.ts implements it with grammY). */
export interface MessageSender {
  send(message: { chatId: number; text: string; replyMarkup: unknown; businessConnectionId?: string | null }): Promise<SendResult>;
}

export interface RunnerOptions {
  /** Messages per second in all (Telegram: at most 30). */
  perSecond?: number;
  /** Least time between two messages to one chat (Telegram: about one a second). */
  perChatMs?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  /** Rows taken per round. */
  batch?: number;
  /** How often to look for due messages when nothing wakes the runner (a reminder's moment). */
  pollMs?: number;
  /** Least time between the starts of two rounds that a wake begins. */
  wakeGapMs?: number;
  leaseMs?: number;
  /** How long a taken row stays 'sending' before another process may take it again. */
  lockMs?: number;
  maxAttempts?: number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
  /** Text messages (SMS.ru, or the log in demo mode); none: a person without Telegram gets nothing. */
  sms?: SmsSender | null;
  /** The deployment's origin, for the SMS's link into the app (PUBLIC_ORIGIN). */
  publicOrigin?: string | null;
  /** What a booking's link is signed with (the bot token, auth/booking-link.ts); none: the SMS links to the person's bookings. */
  linkSecret?: string;
  /** MAX's Bot API (max/max-bot.ts); none: MAX is off here, and a message that would go by MAX waits for nothing (dropped). */
  max?: MaxSender | null;
}

/** The reminders that go by SMS: the one this many minutes before the start, or closer. */
export const SMS_REMINDER_MINUTES = 120;

/**
 * What a row says: a message kept as its key and parameters is written now, in the recipient's
 * language at this moment (their choice, else their messenger's, else the one the message carries
 * for a recipient the server does not know); a row written out before goes as it was written.
 */
export function wordsOf(row: Pick<outbox.OutboxRow, 'kind' | 'text' | 'reply_markup' | 'message' | 'chosen_language' | 'messenger_language'>): { text: string; replyMarkup: unknown } {
  if (row.message === null || row.message === undefined) return { text: row.text ?? '', replyMarkup: row.reply_markup };
  const language = effectiveLanguage(row.chosen_language, row.messenger_language ?? messageLanguageCode(row.message));
  return renderMessage(row.kind, row.message, language);
}

/** Backoff after a failed try (by the number of tries so far), in seconds. */
export const BACKOFF_SECONDS = [5, 30, 120, 600, 1800];
const LEASE = 'outbox';

export function createOutboxRunner(db: Database, sender: MessageSender, options: RunnerOptions = {}) {
  const o = {
    perSecond: 28, perChatMs: 1000, concurrency: 8, batch: 100, pollMs: 1000, wakeGapMs: 100, leaseMs: 15_000, lockMs: 60_000, maxAttempts: 6, log: console,
    ...options,
  };
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const lastToChat = new Map<number, number>();
  let nextSlot = 0;
  let pausedUntil = 0;
  /** MAX's 429 pauses MAX only, as Telegram's pauses Telegram. */
  let maxPausedUntil = 0;
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** Waits for the next of the `perSecond` sending slots (and out of a 429's pause). */
  async function slot(channel: outbox.OutboxRow['channel']): Promise<void> {
    for (;;) {
      const t = Date.now();
      // Telegram's 429 pauses Telegram only.
      const at = Math.max(nextSlot, channel === 'telegram' ? pausedUntil : channel === 'max' ? maxPausedUntil : 0, t);
      if (at <= t) {
        nextSlot = t + 1000 / o.perSecond;
        return;
      }
      await sleep(at - t);
    }
  }

  /**
   * Where an SMS leads: a client's, the booking's own link, which opens it with nobody signed in; a
   * master's (who must never get a client's link), their bookings, the day view once signed in.
   */
  const isClientSms = (row: outbox.OutboxRow) => (outbox.CLIENT_SMS_KINDS as readonly string[]).includes(row.kind);
  const smsAddress = (row: outbox.OutboxRow): string | null => {
    if (!o.publicOrigin) return null;
    if (isClientSms(row) && row.booking_id !== null && o.linkSecret) return bookingLinkUrl(o.publicOrigin, row.booking_id, o.linkSecret);
    return `${o.publicOrigin}${links.myBookings()}`;
  };

  /** An SMS: sent once; a refusal the provider answered is final, one that never reached it is tried again. */
  async function deliverSms(row: outbox.OutboxRow): Promise<void> {
    const at = now();
    const minutes = (row.message as { minutes?: unknown } | null)?.minutes;
    if (!o.sms || !row.phone || (row.kind === 'reminder' && typeof minutes === 'number' && minutes > SMS_REMINDER_MINUTES)) {
      await outbox.markFinal(db, row.id, 'dropped', !o.sms ? 'no SMS sender here' : 'not a message that goes by SMS');
      return;
    }
    let reserved: { allowance: SmsAllowance; parts: number } | null = null;
    try {
      const text = smsText(wordsOf(row).text, smsAddress(row));
      const parts = smsParts(text);
      // An SMS counts against the booking's master: a client's is off when they turned it off, and any is dropped past the month's cap.
      const allowance = row.booking_id === null ? undefined : await smsAllowanceOfBooking(db, row.booking_id, at);
      // The switch is for the clients' SMS; a master's own come within the same cap.
      if (allowance && !allowance.enabled && isClientSms(row)) {
        await outbox.markFinal(db, row.id, 'dropped', 'the master has turned their clients’ SMS off');
        return;
      }
      if (allowance && !(await reserveSms(db, allowance, parts))) {
        o.log.info(`sms: message ${row.id} (${row.kind}) dropped: master ${allowance.workerId}'s ${allowance.max} parts of the month would be passed`);
        await outbox.markFinal(db, row.id, 'dropped', 'the master’s SMS of the month are used up');
        return;
      }
      if (allowance) reserved = { allowance, parts };
      const sent = await o.sms.send(row.phone, text);
      reserved = null;
      await markSmsSent(db, row.id, at, sent.smsId, parts);
    } catch (error) {
      // It did not go: its parts go back to the master's month.
      if (reserved) await releaseSms(db, reserved.allowance, reserved.parts).catch(() => undefined);
      const message = String((error as Error)?.message ?? error);
      if ((error instanceof SmsError && error.definite) || row.attempts >= o.maxAttempts) {
        o.log.error(`sms: message ${row.id} (${row.kind}) failed, given up: ${message}`);
        await outbox.markFinal(db, row.id, 'failed', message);
        return;
      }
      const wait = BACKOFF_SECONDS[Math.min(row.attempts - 1, BACKOFF_SECONDS.length - 1)]!;
      await outbox.retryAt(db, row.id, new Date(at.getTime() + wait * 1000), message);
    }
  }

  /** A message through MAX: the same retries and backoff as Telegram's; MAX's 403 takes that MAX user's consent back. */
  async function deliverMax(row: outbox.OutboxRow): Promise<void> {
    if (!o.max || row.max_user === null) {
      await outbox.markFinal(db, row.id, 'dropped', 'no MAX bot here');
      return;
    }
    let result: SendResult;
    try {
      const { text, replyMarkup } = wordsOf(row);
      result = await o.max.send({ userId: row.max_user, text, replyMarkup });
    } catch (error) {
      result = { ok: false, kind: 'error', error: String((error as Error)?.message ?? error) };
    }
    const at = now();
    if (result.ok) {
      await outbox.markSent(db, row.id, at);
    } else if (result.kind === 'retry_after') {
      maxPausedUntil = Math.max(maxPausedUntil, Date.now() + result.seconds * 1000);
      await outbox.retryAt(db, row.id, new Date(at.getTime() + result.seconds * 1000), result.error, false);
    } else if (result.kind === 'blocked') {
      o.log.info(`max: user ${row.max_user} refused the bot (${result.error}); their MAX consent is withdrawn`);
      await outbox.markFinal(db, row.id, 'dropped', result.error);
      await setMaxConsent(db, row.max_user, false, at, result.error);
    } else if (row.attempts >= o.maxAttempts) {
      o.log.error(`max: message ${row.id} (${row.kind}) failed ${row.attempts} times, given up: ${result.error}`);
      await outbox.markFinal(db, row.id, 'failed', result.error);
    } else {
      const wait = BACKOFF_SECONDS[Math.min(row.attempts - 1, BACKOFF_SECONDS.length - 1)]!;
      await outbox.retryAt(db, row.id, new Date(at.getTime() + wait * 1000), result.error);
    }
  }

  async function deliver(row: outbox.OutboxRow): Promise<void> {
    if (row.channel === 'sms') return deliverSms(row);
    if (row.channel === 'max') return deliverMax(row);
    const failed = (error: unknown): SendResult => ({ ok: false, kind: 'error', error: String((error as Error)?.message ?? error) });
    let result: SendResult;
    try {
      const { text, replyMarkup } = wordsOf(row);
      result = await sender.send({ chatId: row.chat_id, text, replyMarkup, businessConnectionId: row.business_connection_id }).catch(failed);
    } catch (error) {
      // A message this version cannot write (a key it does not know): tried again and given up like a failed send.
      result = failed(error);
    }
    const at = now();
    if (result.ok) {
      lastToChat.set(row.chat_id, Date.now());
      await outbox.markSent(db, row.id, at);
    } else if (result.kind === 'retry_after') {
      pausedUntil = Math.max(pausedUntil, Date.now() + result.seconds * 1000);
      await outbox.retryAt(db, row.id, new Date(at.getTime() + result.seconds * 1000), result.error, false);
    } else if (result.kind === 'blocked' && row.business_connection_id) {
      // Refused in the master's chat: this answer is dropped, and the client stays reachable for the bot's own messages.
      o.log.info(`bot: an answer in a master's chat to ${row.chat_id} was refused (${result.error}); dropped`);
      await outbox.markFinal(db, row.id, 'dropped', result.error);
    } else if (result.kind === 'blocked') {
      o.log.info(`bot: chat ${row.chat_id} is unreachable (${result.error}); its messages are dropped`);
      await outbox.markFinal(db, row.id, 'dropped', result.error);
      await outbox.markUnreachable(db, row.chat_id, at, result.error);
    } else if (row.attempts >= o.maxAttempts) {
      o.log.error(`bot: message ${row.id} (${row.kind}) to chat ${row.chat_id} failed ${row.attempts} times, given up: ${result.error}`);
      await outbox.markFinal(db, row.id, 'failed', result.error);
    } else {
      const wait = BACKOFF_SECONDS[Math.min(row.attempts - 1, BACKOFF_SECONDS.length - 1)]!;
      o.log.warn(`bot: message ${row.id} to chat ${row.chat_id} failed (try ${row.attempts}), again in ${wait} s: ${result.error}`);
      await outbox.retryAt(db, row.id, new Date(at.getTime() + wait * 1000), result.error);
    }
  }

  /**
   * One round: holds the lease, takes the due messages and sends them at Telegram's pace. Resolves
   * true when it took any (there may be more), false when there was nothing to do or another
   * process holds the lease.
   */
  async function tick(): Promise<boolean> {
    const t = now();
    if (!(await outbox.takeLease(db, LEASE, holder, t, new Date(t.getTime() + o.leaseMs)))) return false;
    await outbox.releaseExpired(db, t);
    const rows = await outbox.claimDue(db, t, new Date(t.getTime() + o.lockMs), o.batch);
    if (rows.length === 0) return false;
    const inFlight = new Set<Promise<void>>();
    for (const row of rows) {
      if (!row.allowed) {
        await outbox.markFinal(db, row.id, 'dropped', 'the user has not allowed the bot to write');
        continue;
      }
      if (row.stale) {
        await outbox.markFinal(db, row.id, 'dropped', 'the booking is no longer active');
        continue;
      }
      const free = (lastToChat.get(row.chat_id) ?? 0) + o.perChatMs;
      if (free > Date.now()) {
        // Not now: its chat had a message less than a second ago. Back in the queue, the try not counted.
        await outbox.retryAt(db, row.id, new Date(now().getTime() + (free - Date.now())), 'paced for its chat', false);
        continue;
      }
      lastToChat.set(row.chat_id, Date.now());
      while (inFlight.size >= o.concurrency) await Promise.race(inFlight);
      await slot(row.channel);
      const p = deliver(row).catch((error) => o.log.error('bot: delivery bookkeeping failed', error)).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
    if (lastToChat.size > 50_000) lastToChat.clear();
    return true;
  }

  async function run(): Promise<void> {
    while (running) {
      let busy = false;
      const roundAt = Date.now();
      try {
        busy = await tick();
      } catch (error) {
        // The database out: one line a round (the next round tries again), not a stack each second.
        o.log.error('bot: outbox round failed', isDatabaseUnavailable(error) ? `(database unavailable: ${(error as Error).message})` : error);
      }
      if (busy || !running) continue;
      if (!woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, o.pollMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = null;
      }
      woken = false;
      // Wakes closer together than wakeGapMs make one round (under load a booking commits every few
      // milliseconds; a round each would be three statements and a commit per booking).
      const gap = roundAt + o.wakeGapMs - Date.now();
      if (gap > 0 && running) await sleep(gap);
    }
  }

  return {
    holder,
    tick,
    start(): void {
      if (running) return;
      running = true;
      loop = run();
    },
    /** Something new is in the outbox: look now instead of at the next poll. */
    wake(): void {
      woken = true;
      wakeUp?.();
    },
    /** Finishes the round in progress (its sends and their bookkeeping), then lets the lease go. */
    async stop(): Promise<void> {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
      await outbox.releaseLease(db, LEASE, holder).catch(() => undefined);
    },
  };
}

export type OutboxRunner = ReturnType<typeof createOutboxRunner>;
