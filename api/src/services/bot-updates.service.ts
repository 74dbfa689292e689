import type { Database } from '../db/database';
import { enqueue } from '../db/queries/outbox.queries';
import { allowBotWrites, ensureUser } from '../db/queries/users.queries';
import { findWorkerIdOfUser } from '../db/queries/workers.queries';
import { now } from '../domain/clock';
import { startNotice } from '../domain/notices';
import type { Notifier } from './notifications.service';

/** The sender of an update; `languageCode`: their messenger's language, as the update carries it. */
type BotUser = { id: number; firstName: string; lastName: string | null; username: string | null; languageCode?: string | null };

/**
 * /start: the user wrote to the bot, so it may write to them. The answer (a greeting and the button
 * into the app: the cabinet for a master, Home for a client) goes through the outbox, keyed by the
 * update: Telegram redelivers an update until it gets a 200, and the user still gets one answer. It is
 * written in the user's language (their choice, else the messenger's the update names).
 */
export async function handleStart(db: Database, notifier: Notifier, update: { updateId: number; user: BotUser; startParam: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureUser(tx, update.user);
    await allowBotWrites(tx, update.user.id);
    const isMaster = (await findWorkerIdOfUser(tx, update.user.id)) !== undefined;
    await enqueue(tx, [startNotice(update.user, isMaster, update.startParam, update.updateId, notifier.botUsername, now())]);
  });
  notifier.wake();
}

/** The user allowed the bot to write (the Mini App's requestWriteAccess). */
export async function handleWriteAccessAllowed(db: Database, user: BotUser): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureUser(tx, user);
    await allowBotWrites(tx, user.id);
  });
}
