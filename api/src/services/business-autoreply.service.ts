import type { Database } from '../db/database';
import * as q from '../db/queries/business.queries';
import { businessReplyNotice, addDays, nextFreeTimes, replyWindow, REPLY_DAYS, REPLY_HOURS } from '../domain/business-reply';
import { now, wallClock } from '../domain/clock';
import { notFound } from '../domain/errors';
import type { Notifier } from './notifications.service';
import { requireOwnWorker } from './ownership';

/**
 * The master's own Telegram chat answers clients with free times (Telegram Business).
 * Telegram tells the bot of each connection (business_connection) and of each message in the
 * master's private chats (business_message); with the master's switch on, a connection that can
 * reply and a plan that has it, a client's message gets one answer per 12 hours, queued in the
 * outbox like every message of the bot (services/outbox-runner.ts sends it through the connection).
 */

/** The master's connection and switch (GET /workers/{id}/business-autoreply; the master only). */
export async function getAutoreply(db: Database, callerId: number, workerId: number) {
  await requireOwnWorker(db, callerId, workerId);
  const state = await q.readAutoreply(db, workerId);
  if (!state) throw notFound('not_found.worker');
  return state;
}

/** PUT /workers/{id}/business-autoreply: the switch. */
export async function setAutoreply(db: Database, callerId: number, workerId: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    await requireOwnWorker(tx, callerId, workerId);
    await q.setAutoreply(tx, workerId, enabled);
  });
  return getAutoreply(db, callerId, workerId);
}

/**
 * A business_connection update: kept as Telegram describes it. The rights come from `rights.can_reply`
 * (Bot API 9.0+) or the older top-level `can_reply`; `is_enabled: false` stops answers at once
 * (the outbox runner drops what is queued through a connection that is off).
 */
export async function saveBusinessConnection(db: Database, c: { id: string; userId: number; userChatId: number; date: number; isEnabled: boolean; rights?: { can_reply?: boolean }; canReply?: boolean }) {
  const canReply = c.rights ? c.rights.can_reply === true : c.canReply === true;
  const at = now();
  await q.saveConnection(db, { id: c.id, userId: c.userId, userChatId: c.userChatId, canReply, isEnabled: c.isEnabled, connectedAt: new Date(c.date * 1000) }, at);
}

export interface BusinessMessage {
  connectionId: string;
  /** The private chat in the master's account (the client's id). */
  chatId: number;
  /** The sender; `languageCode`: their messenger's language, which the answer is written in when the app does not know them. */
  from: { id: number; isBot: boolean; languageCode?: string | null } | null;
  /** The message was sent by a bot on the account's behalf (sender_business_bot). */
  viaBot: boolean;
}

/** Why a message got no answer (for tests and logs), or 'queued'. */
export type ReplyOutcome = 'queued' | 'own' | 'unknown_connection' | 'connection_off' | 'no_rights' | 'no_master' | 'switched_off' | 'plan' | 'blocked' | 'answered' | 'nothing_to_offer';

/** A client wrote in the master's chat: queue the answer, when every rule allows it. */
export async function answerBusinessMessage(db: Database, notifier: Notifier, m: BusinessMessage): Promise<ReplyOutcome> {
  const client = m.chatId;
  if (!m.from || m.from.isBot || m.viaBot || m.from.id !== client) return 'own';
  const at = now();
  const window = replyWindow(at);
  const c = await q.readReplyContext(db, m.connectionId, client, at, window, new Date(at.getTime() - REPLY_HOURS * 3_600_000));
  if (!c) return 'unknown_connection';
  if (Number(c.user_id) === client) return 'own';
  if (!c.is_enabled) return 'connection_off';
  if (!c.can_reply) return 'no_rights';
  if (c.worker_id === null) return 'no_master';
  if (!c.business_autoreply) return 'switched_off';
  if (!c.plan_allows) return 'plan';
  if (c.blocked) return 'blocked';
  if (c.answered) return 'answered';
  if (c.place_id === null || c.service === null) return 'nothing_to_offer';

  const today = wallClock(c.timezone, at);
  const last = addDays(today.date, REPLY_DAYS - 1);
  const days = await q.readFreeDays(db, c.worker_id, today.date, last);
  const times = nextFreeTimes({ ...days, now: today, service: c.service, placeId: c.place_id, adjacentOnly: c.adjacent_slots_only === true });
  const working = days.slots.filter((s) => s.status === 'free' && s.place_id === c.place_id).map((s) => s.date).sort()[0];
  const notice = businessReplyNotice({
    clientId: client, connectionId: m.connectionId, workerId: c.worker_id, businessId: Number(c.business_id), placeId: c.place_id,
    service: c.service, times, waitDate: working ?? today.date, dedupeKey: q.replyKey(c.worker_id, client, window), languageCode: m.from.languageCode ?? null,
  }, notifier.botUsername, at);
  if (!(await q.enqueueBusinessReply(db, notice))) return 'answered';
  notifier.wake();
  return 'queued';
}
