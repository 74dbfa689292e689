import type { Queryable } from '../queryable';
import type { Notice } from '../../domain/notices';

/** The outbox: messages the bot is to send (migration 6), and the lease of the one dispatching process. */

/** Puts notices in the outbox; an event already there (same dedupe key) is left as it is. */
export async function enqueue(db: Queryable, notices: Notice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO outbox (chat_id, kind, dedupe_key, booking_id, text, reply_markup, send_after)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::timestamptz[])
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      notices.map((n) => n.chatId),
      notices.map((n) => n.kind),
      notices.map((n) => n.dedupeKey),
      notices.map((n) => n.bookingId),
      notices.map((n) => n.text),
      notices.map((n) => JSON.stringify({ inline_keyboard: [[{ text: n.button.text, url: n.button.url }]] })),
      notices.map((n) => n.sendAfter.toISOString()),
    ],
  );
  return rows.length;
}

/** A cancelled booking's reminders never go. */
export async function dropReminders(db: Queryable, bookingId: number): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'dropped', last_error = 'booking cancelled' WHERE booking_id = $1 AND status = 'pending'`, [bookingId]);
}

export interface OutboxRow {
  id: number;
  chat_id: number;
  kind: string;
  text: string;
  reply_markup: unknown;
  attempts: number;
  /** Whether the user lets the bot write to them and is reachable. */
  allowed: boolean;
  /** A reminder's booking is no longer active. */
  stale: boolean;
}

/**
 * Takes up to `limit` due messages for sending: marked 'sending' until `lockUntil` (a process that
 * dies mid-send leaves them to be taken again after that), skipping rows another process holds.
 */
export async function claimDue(db: Queryable, now: Date, lockUntil: Date, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow & { id: string; chat_id: string }>(
    `WITH due AS (
       SELECT id FROM outbox WHERE status = 'pending' AND send_after <= $1 ORDER BY send_after, id LIMIT $3 FOR UPDATE SKIP LOCKED
     )
     UPDATE outbox o SET status = 'sending', locked_until = $2, attempts = o.attempts + 1
       FROM due WHERE o.id = due.id
     RETURNING o.id, o.chat_id, o.kind, o.text, o.reply_markup, o.attempts,
       COALESCE((SELECT u.bot_write_allowed AND u.bot_unreachable_at IS NULL FROM users u WHERE u.id = o.chat_id), false) AS allowed,
       (o.booking_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = o.booking_id AND b.status IN ('confirmed', 'created'))) AS stale`,
    [now.toISOString(), lockUntil.toISOString(), limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), chat_id: Number(r.chat_id), attempts: Number(r.attempts) }));
}

/** Messages left 'sending' by a process that stopped: due again (at least once; the dedupe key kept them one per event). */
export async function releaseExpired(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query(`UPDATE outbox SET status = 'pending', locked_until = NULL WHERE status = 'sending' AND locked_until < $1 RETURNING id`, [now.toISOString()]);
  return rows.length;
}

export async function markSent(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1`, [id, now.toISOString()]);
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

/** The user blocked the bot (403): they are unreachable, and nothing else waits for them. */
export async function markUnreachable(db: Queryable, chatId: number, now: Date, error: string): Promise<void> {
  await db.query('UPDATE users SET bot_unreachable_at = $2 WHERE id = $1', [chatId, now.toISOString()]);
  await db.query(`UPDATE outbox SET status = 'dropped', last_error = $2 WHERE chat_id = $1 AND status = 'pending'`, [chatId, error]);
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
