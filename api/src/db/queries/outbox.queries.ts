import type { Queryable } from '../queryable';
import type { Language } from '@booking/contracts/schemas';
import type { Notice } from '../../domain/notices';
import { activeSql } from './active-booking.queries';

/** The outbox: messages the bot is to send (migration 6), and the lease of the one dispatching process. */

/** SQL: puts notices in the outbox from eight array parameters from `$first` on (outboxParams); an event already there (same dedupe key) is left as it is. */
export const outboxInsertSql = (first: number) => {
  const p = (i: number) => `$${first + i}`;
  return `INSERT INTO outbox (chat_id, kind, dedupe_key, booking_id, text, reply_markup, message, send_after)
     SELECT * FROM unnest(${p(0)}::bigint[], ${p(1)}::text[], ${p(2)}::text[], ${p(3)}::int[], ${p(4)}::text[], ${p(5)}::jsonb[], ${p(6)}::jsonb[], ${p(7)}::timestamptz[])
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`;
};

/**
 * A message notice is kept as its key (the row's kind) and parameters (message), with no text: the
 * runner writes it in the recipient's language when it goes. A written notice keeps its text and buttons.
 */
export const outboxParams = (notices: Notice[]) => [
  notices.map((n) => n.chatId),
  notices.map((n) => ('message' in n ? n.message.key : n.kind)),
  notices.map((n) => n.dedupeKey),
  notices.map((n) => n.bookingId),
  notices.map((n) => ('message' in n ? null : n.text)),
  // One row of buttons: the message's own, and a second one beside it where it has one.
  notices.map((n) => ('message' in n ? null : JSON.stringify({ inline_keyboard: [[n.button, ...(n.second ? [n.second] : [])].map(({ text, url }) => ({ text, url }))] }))),
  notices.map((n) => ('message' in n ? JSON.stringify(n.message.params) : null)),
  notices.map((n) => n.sendAfter.toISOString()),
];

const INSERT_SQL = outboxInsertSql(1);

/** Puts notices in the outbox; an event already there (same dedupe key) is left as it is. */
export async function enqueue(db: Queryable, notices: Notice[]): Promise<number> {
  if (notices.length === 0) return 0;
  return (await db.query<{ id: string }>(INSERT_SQL, outboxParams(notices))).rows.length;
}

/** A cancelled (or moved) booking's reminders never go. */
export async function dropReminders(db: Queryable, bookingId: number, reason: 'booking cancelled' | 'booking moved' = 'booking cancelled'): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'dropped', last_error = $2 WHERE booking_id = $1 AND kind = 'reminder' AND status = 'pending'`, [bookingId, reason]);
}

export interface OutboxRow {
  id: number;
  chat_id: number;
  /** The message's key, for a row with `message`. */
  kind: string;
  /** The text as it goes, for a written row (null for one kept as a message). */
  text: string | null;
  reply_markup: unknown;
  /** The message's parameters, written in the recipient's language when it goes (null: a written row). */
  message: unknown;
  /** The recipient's own language choice and their messenger's language_code (null: none, or not a user the server knows). */
  chosen_language: Language | null;
  messenger_language: string | null;
  attempts: number;
  /** Whether the user lets the bot write to them and is reachable. */
  allowed: boolean;
  /** A reminder's booking is no longer active, or a business answer's connection is off or cannot reply. */
  stale: boolean;
  /** Sent through a business connection, in the master's own chat with the user (Telegram Business); null: the bot's own chat. */
  business_connection_id: string | null;
  /** The channel it goes by: the messenger the person last opened the app from among those that consent, else SMS to `phone`. */
  channel: 'telegram' | 'sms' | 'max';
  /** The MAX user it goes to, for channel 'max'. */
  max_user: number | null;
  /** The person's confirmed phone (international digits), for SMS. */
  phone: string | null;
  /** The booking the message is about, if any (an SMS carries the booking's link). */
  booking_id: number | null;
}

/**
 * The messages a person without a messenger the bot may write to gets by SMS (docs/product.md, Sign-in
 * outside the messengers): a client the confirmation, the reminder, and the master's cancel or move
 * (each with the booking's own link); a master a new booking, and the client's cancel or move.
 */
export const CLIENT_SMS_KINDS = ['booking_confirmed', 'reminder', 'booking_cancelled_by_master', 'booking_moved_by_master'] as const;
export const MASTER_SMS_KINDS = ['booking_new', 'booking_cancelled_by_client', 'booking_moved_by_client'] as const;
export const SMS_KINDS = [...CLIENT_SMS_KINDS, ...MASTER_SMS_KINDS] as const;

const NOT_ALLOWED = 'the user has not allowed the bot to write';
const STALE = 'the booking is no longer active, or the business connection is off';

/**
 * One statement: up to `limit` due rows, skipping rows another process holds; those that can go are
 * marked 'sending' until `lockUntil` (a process that dies mid-send leaves them to be taken again after
 * that), those that cannot (the user has not allowed the bot, or is unreachable; a reminder whose
 * booking is no longer active) are dropped there and then, with the reason. Answers both kinds.
 */
const CLAIM_SQL = `
  WITH due AS (
    SELECT id, chat_id, kind, booking_id, business_connection_id, max_user_id FROM outbox WHERE status = 'pending' AND send_after <= $1 ORDER BY send_after, id LIMIT $3 FOR UPDATE SKIP LOCKED
  ), channels AS MATERIALIZED (
    -- From the locked rows themselves: joining outbox again let a generic plan hash the whole table.
    -- Materialized: inlined, its two lookups ran again in each of the five CASEs below that read them
    -- (60 due rows: 5.4 -> 4.5 ms; with JIT on, its larger estimate would be compiled: database.ts).
    -- An answer in a master's chat (business_connection_id) needs no consent of the client (they wrote
    -- there), only a connection that is on and can reply, now.
    SELECT d.id,
           d.max_user_id IS NULL AND (d.business_connection_id IS NOT NULL
             OR COALESCE((SELECT u.bot_write_allowed AND u.bot_unreachable_at IS NULL FROM users u WHERE u.id = d.chat_id AND u.id > 0), false)) AS by_telegram,
           -- The person's MAX user who consents (bot_started, not stopped): the bot's messages but Telegram's own
           -- answers may go there; a row addressed to a MAX user (the MAX bot's answers) goes only there.
           CASE WHEN d.max_user_id IS NOT NULL THEN (SELECT m.user_id FROM max_chats m WHERE m.user_id = d.max_user_id AND m.allowed)
                WHEN d.business_connection_id IS NULL AND d.kind <> 'start'
             THEN (SELECT m.user_id FROM identities i JOIN max_chats m ON m.user_id = i.external_id::bigint AND m.allowed
                    WHERE i.user_id = d.chat_id AND i.kind = 'max' ORDER BY i.created_at DESC LIMIT 1) END AS max_user,
           (SELECT u.last_messenger FROM users u WHERE u.id = d.chat_id) AS last_messenger,
           -- A person the bot may not write to, with a confirmed phone: the messages of SMS_KINDS go by SMS.
           CASE WHEN d.business_connection_id IS NULL AND d.max_user_id IS NULL AND d.kind = ANY($4::text[])
             THEN (SELECT i.external_id FROM identities i WHERE i.user_id = d.chat_id AND i.kind = 'phone' ORDER BY i.created_at LIMIT 1) END AS phone,
           (d.booking_id IS NOT NULL AND d.kind = 'reminder'
             AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = d.booking_id AND ${activeSql('b')}))
             OR (d.business_connection_id IS NOT NULL
                 AND NOT EXISTS (SELECT 1 FROM business_connections bc WHERE bc.id = d.business_connection_id AND bc.is_enabled AND bc.can_reply)) AS stale,
           -- The recipient's language, read when the message goes (so a reminder follows a later change).
           (SELECT u.language FROM users u WHERE u.id = d.chat_id) AS chosen_language,
           (SELECT u.messenger_language FROM users u WHERE u.id = d.chat_id) AS messenger_language
      FROM due d
  ), judged AS MATERIALIZED (
    -- Both messengers consent: the one the person last opened the app from (a business answer stays in Telegram).
    SELECT c.*, c.by_telegram OR c.max_user IS NOT NULL OR c.phone IS NOT NULL AS allowed,
           CASE WHEN c.by_telegram AND (c.max_user IS NULL OR c.last_messenger IS DISTINCT FROM 'max') THEN 'telegram'
                WHEN c.max_user IS NOT NULL THEN 'max' ELSE 'sms' END AS way
      FROM channels c
  )
  UPDATE outbox o SET
    status = CASE WHEN j.allowed AND NOT j.stale THEN 'sending' ELSE 'dropped' END,
    locked_until = CASE WHEN j.allowed AND NOT j.stale THEN $2::timestamptz END,
    attempts = o.attempts + CASE WHEN j.allowed AND NOT j.stale THEN 1 ELSE 0 END,
    last_error = CASE WHEN NOT j.allowed THEN '${NOT_ALLOWED}' WHEN j.stale THEN '${STALE}' ELSE o.last_error END,
    channel = CASE WHEN j.allowed AND NOT j.stale THEN j.way ELSE o.channel END
    -- The ids again as an array: the target rows by primary key, whatever the plan guesses of LIMIT $3.
    FROM judged j WHERE o.id = j.id AND o.id = ANY(ARRAY(SELECT id FROM due))
  RETURNING o.id, o.chat_id, o.kind, o.text, o.reply_markup, o.message, j.chosen_language, j.messenger_language, o.attempts, j.allowed, j.stale, o.business_connection_id,
    o.channel, j.phone, o.booking_id, j.max_user`;

/**
 * Takes up to `limit` due messages that can go, marked 'sending' (see CLAIM_SQL). Those that cannot
 * go are dropped in the same statement, set-based (one UPDATE and commit each had the
 * runner write as often as bookings were made); a claim that only dropped rows is followed by the
 * next, so a backlog of them never holds up what can go.
 */
export async function claimDue(db: Queryable, now: Date, lockUntil: Date, limit: number): Promise<OutboxRow[]> {
  for (let round = 0; round < 50; round++) {
    const { rows } = await db.query<OutboxRow & { id: string; chat_id: string }>(CLAIM_SQL, [now.toISOString(), lockUntil.toISOString(), limit, SMS_KINDS]);
    const sendable = rows.filter((r) => r.allowed && !r.stale);
    if (sendable.length > 0 || rows.length < limit) return sendable.map((r) => ({
      ...r, id: Number(r.id), chat_id: Number(r.chat_id), attempts: Number(r.attempts), booking_id: r.booking_id === null ? null : Number(r.booking_id),
      max_user: r.max_user === null || r.max_user === undefined ? null : Number(r.max_user),
    }));
  }
  return [];
}

/** Messages left 'sending' by a process that stopped: due again (at least once; the dedupe key kept them one per event). */
export async function releaseExpired(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query(`UPDATE outbox SET status = 'pending', locked_until = NULL WHERE status = 'sending' AND locked_until < $1 RETURNING id`, [now.toISOString()]);
  return rows.length;
}

export async function markSent(db: Queryable, id: number, now: Date, providerId: string | null = null): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL, provider_id = $3 WHERE id = $1`, [id, now.toISOString(), providerId]);
}

/** Back in the queue for `at`; `countAttempt` false when the try did not count (Telegram asked to wait). */
export async function retryAt(db: Queryable, id: number, at: Date, error: string, countAttempt = true): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'pending', send_after = $2, locked_until = NULL, last_error = $3, attempts = attempts - CASE WHEN $4 THEN 0 ELSE 1 END WHERE id = $1`,
    [id, at.toISOString(), error, countAttempt],
  );
}

export async function markFinal(db: Queryable, id: number, status: 'failed' | 'dropped', error: string): Promise<void> {
  await db.query(`UPDATE outbox SET status = $2, locked_until = NULL, last_error = $3 WHERE id = $1`, [id, status, error]);
}

/**
 * The user blocked the bot (403): they are unreachable, and nothing else of the bot's own waits for
 * them (answers in a master's chat are another chat, and stay).
 */
export async function markUnreachable(db: Queryable, chatId: number, now: Date, error: string): Promise<void> {
  await db.query('UPDATE users SET bot_unreachable_at = $2 WHERE id = $1', [chatId, now.toISOString()]);
  await db.query(`UPDATE outbox SET status = 'dropped', last_error = $2 WHERE chat_id = $1 AND status = 'pending' AND business_connection_id IS NULL`, [chatId, error]);
}

/** Takes or renews the lease `name` for `holder` until `until`; false while another live holder has it. */
export async function takeLease(db: Queryable, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO runner_leases (name, holder, until) VALUES ($1, $2, $4)
     ON CONFLICT (name) DO UPDATE SET holder = $2, until = $4 WHERE runner_leases.holder = $2 OR runner_leases.until < $3
     RETURNING holder`,
    [name, holder, now.toISOString(), until.toISOString()],
  );
  return rows.length > 0;
}

export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('DELETE FROM runner_leases WHERE name = $1 AND holder = $2', [name, holder]);
}

/** Counts by status (the benchmark and the tests read them). */
export async function outboxCounts(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query<{ status: string; n: string }>('SELECT status, count(*) AS n FROM outbox GROUP BY status');
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * Puts a message for one MAX user in the outbox (the MAX bot's own answers): it goes to them through
 * MAX only, while they consent; `chatId` is their person, or 0 before they have opened the app.
 */
export async function enqueueForMax(db: Queryable, maxUserId: number, chatId: number, message: { key: string; params: unknown }, dedupeKey: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO outbox (chat_id, kind, dedupe_key, message, send_after, max_user_id) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING`,
    [chatId, message.key, dedupeKey, JSON.stringify(message.params), at.toISOString(), maxUserId],
  );
}
