import type { Queryable } from '../queryable';
import { blockedSql } from './client-blocks.queries';
import type { DatedBusy, DatedSlot } from '../../domain/business-reply';
import type { MessageNotice } from '../../domain/notices';
import { activeSql } from './active-booking.queries';
import { planFlagSql } from './plan-limits.queries';

/** Telegram Business (migration 29): the bot's connections to masters' own accounts, and the answers in their chats. */

export interface ConnectionUpdate {
  id: string;
  userId: number;
  userChatId: number;
  canReply: boolean;
  isEnabled: boolean;
  connectedAt: Date;
}

/** Keeps a connection as Telegram last described it. */
export async function saveConnection(db: Queryable, c: ConnectionUpdate, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO business_connections (id, user_id, user_chat_id, can_reply, is_enabled, connected_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET user_id = $2, user_chat_id = $3, can_reply = $4, is_enabled = $5, connected_at = $6, updated_at = $7`,
    [c.id, c.userId, c.userChatId, c.canReply, c.isEnabled, c.connectedAt.toISOString(), at.toISOString()],
  );
}

/** The master's switch and their latest connection (the one Telegram described last), if any. */
export async function readAutoreply(db: Queryable, workerId: number): Promise<{ enabled: boolean; connected: boolean; can_reply: boolean } | undefined> {
  const { rows } = await db.query<{ enabled: boolean; connected: boolean | null; can_reply: boolean | null }>(
    `SELECT w.business_autoreply AS enabled, c.is_enabled AS connected, c.can_reply
       FROM workers w LEFT JOIN LATERAL (
         SELECT bc.is_enabled, bc.can_reply FROM business_connections bc WHERE bc.user_id = w.user_id ORDER BY bc.updated_at DESC LIMIT 1
       ) c ON true
      WHERE w.id = $1`,
    [workerId],
  );
  const r = rows[0];
  return r && { enabled: r.enabled, connected: r.connected === true, can_reply: r.connected === true && r.can_reply === true };
}

export async function setAutoreply(db: Queryable, workerId: number, enabled: boolean): Promise<void> {
  await db.query('UPDATE workers SET business_autoreply = $2 WHERE id = $1', [workerId, enabled]);
}

/** What deciding an answer needs, read in one statement from the message's connection. */
export interface ReplyContext {
  user_id: string;
  can_reply: boolean;
  is_enabled: boolean;
  worker_id: number | null;
  business_id: number | null;
  title: string | null;
  adjacent_slots_only: boolean | null;
  business_autoreply: boolean | null;
  timezone: string | null;
  plan_allows: boolean | null;
  /** The master blocked this client: no answer. */
  blocked: boolean | null;
  /** This client got an answer from this master in this 12-hour window, or in the one before less than 12 hours ago. */
  answered: boolean | null;
  place_id: number | null;
  service: { id: number; title: string; slot_duration: number; booking_deadline: number } | null;
}

// The master is \`m\`: planFlagSql names its own worker \`w\`, which would hide an outer \`w\`.
const CONTEXT_SQL = `
  WITH c AS (SELECT bc.user_id, bc.can_reply, bc.is_enabled FROM business_connections bc WHERE bc.id = $1),
  m AS (
    SELECT w.id, w.business_id, w.title, w.adjacent_slots_only, w.business_autoreply, u.timezone,
           (SELECT wp.place_id FROM worker_places wp WHERE wp.worker_id = w.id ORDER BY wp.place_id LIMIT 1) AS place_id
      FROM c JOIN workers w ON w.user_id = c.user_id LEFT JOIN users u ON u.id = w.user_id
     ORDER BY w.id LIMIT 1
  )
  SELECT c.user_id, c.can_reply, c.is_enabled, m.id AS worker_id, m.business_id, m.title, m.adjacent_slots_only, m.business_autoreply, m.timezone,
         m.place_id, CASE WHEN m.id IS NOT NULL THEN ${planFlagSql('business_autoreply', 'm.id', '$3::timestamptz')} END AS plan_allows,
         ${blockedSql('m.id', '$2::bigint')} AS blocked,
         EXISTS (SELECT 1 FROM outbox o WHERE o.dedupe_key = 'business_reply:' || m.id || ':' || $2 || ':' || $4
                    OR (o.dedupe_key = 'business_reply:' || m.id || ':' || $2 || ':' || ($4::bigint - 1) AND o.send_after > $5::timestamptz)) AS answered,
         (SELECT json_build_object('id', s.id, 'title', s.title, 'slot_duration', s.slot_duration, 'booking_deadline', s.booking_deadline)
            FROM services s WHERE s.worker_id = m.id AND s.place_id = m.place_id AND s.status = 'active'
           ORDER BY s.slot_duration, s.id LIMIT 1) AS service
    FROM c LEFT JOIN m ON true`;

/**
 * The connection `connectionId`, its master (the worker whose user is the connection's user), the
 * master's switch, plan, zone, first place and shortest active service there, and whether client
 * `clientId` was answered within the last 12 hours (`window`: the present 12-hour window's number;
 * `since`: 12 hours ago). Undefined for an unknown connection.
 */
export async function readReplyContext(db: Queryable, connectionId: string, clientId: number, at: Date, window: number, since: Date): Promise<ReplyContext | undefined> {
  const { rows } = await db.query<ReplyContext>(CONTEXT_SQL, [connectionId, clientId, at.toISOString(), window, since.toISOString()]);
  return rows[0];
}

/** The dedupe key of an answer to `clientId` from worker `workerId` in 12-hour window `window` (as CONTEXT_SQL writes it). */
export const replyKey = (workerId: number, clientId: number, window: number) => `business_reply:${workerId}:${clientId}:${window}`;

/** The master's schedule rows and active bookings from `from` to `to` (both included), each with its date. */
export async function readFreeDays(db: Queryable, workerId: number, from: string, to: string): Promise<{ slots: DatedSlot[]; busy: DatedBusy[] }> {
  const { rows } = await db.query<{ slots: string; busy: string }>(
    `SELECT (SELECT COALESCE(json_agg(json_build_object('date', to_char(t.date, 'YYYY-MM-DD'), 'time_start', t.time_start::text, 'time_end', t.time_end::text,
                      'status', t.status, 'place_id', t.place_id)), '[]'::json)
               FROM timeslots t WHERE t.worker_id = $1 AND t.date BETWEEN $2::date AND $3::date)::text AS slots,
            (SELECT COALESCE(json_agg(json_build_object('date', to_char(b.date, 'YYYY-MM-DD'), 'time_start', b.time_start::text, 'time_end', b.time_end::text)), '[]'::json)
               FROM bookings b WHERE b.worker_id = $1 AND b.date BETWEEN $2::date AND $3::date AND ${activeSql('b')})::text AS busy`,
    [workerId, from, to],
  );
  return { slots: JSON.parse(rows[0]!.slots) as DatedSlot[], busy: JSON.parse(rows[0]!.busy) as DatedBusy[] };
}

/** Queues an answer in a master's chat, once per dedupe key (the 12-hour window's); false when one is there already. */
export async function enqueueBusinessReply(db: Queryable, n: MessageNotice & { businessConnectionId: string }): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO outbox (chat_id, kind, dedupe_key, booking_id, message, send_after, business_connection_id)
     VALUES ($1, $2, $3, NULL, $4::jsonb, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [n.chatId, n.message.key, n.dedupeKey, JSON.stringify(n.message.params), n.sendAfter.toISOString(), n.businessConnectionId],
  );
  return rows.length > 0;
}
