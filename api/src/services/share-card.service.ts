import type { Database } from '../db/database';
import { findWorker, findWorkerOfUser } from '../db/queries/workers.queries';
import { notFound, unavailable } from '../domain/errors';
import { masterCard, type CardWorker, type InlineArticle } from '../domain/share-card';
import { languageOf } from './language.service';
import { requireOwnWorker } from './ownership';

/** Telegram's side of the card (telegram/cards.ts implements it with grammY). */
export interface CardGateway {
  /** savePreparedInlineMessage for `userId`: the prepared message's id and when it expires (Unix seconds). */
  prepare(userId: number, card: InlineArticle): Promise<{ id: string; expirationDate: number }>;
}

export interface CardSettings {
  botUsername: string;
  /** PUBLIC_ORIGIN (null: none; the card then goes without a photo stored on this server). */
  publicOrigin: string | null;
}

const cardWorker = (row: Record<string, unknown>): CardWorker => ({
  id: Number(row.id), uuid: String(row.uuid), title: String(row.title), description: String(row.description ?? ''), avatar: String(row.avatar ?? ''),
});

/** POST /workers/{id}/share-card: the master's card prepared for the app's shareMessage (the master only). */
export async function prepareShareCard(db: Database, cards: CardGateway, settings: CardSettings, callerId: number, workerId: number) {
  await requireOwnWorker(db, callerId, workerId);
  const row = await findWorker(db, workerId);
  if (!row) throw notFound('not_found.worker');
  const card = masterCard(cardWorker(row), settings.botUsername, settings.publicOrigin, await languageOf(db, callerId));
  let prepared: { id: string; expirationDate: number };
  try {
    prepared = await cards.prepare(callerId, card);
  } catch {
    throw unavailable('share_card.failed');
  }
  return { id: prepared.id, expires_at: new Date(prepared.expirationDate * 1000).toISOString() };
}

/** An inline query (`@bot` in any chat): the asking master's card; null for someone who is not a master. */
export async function inlineCardOf(db: Database, settings: CardSettings, userId: number): Promise<InlineArticle | null> {
  const row = await findWorkerOfUser(db, userId);
  return row ? masterCard(cardWorker(row), settings.botUsername, settings.publicOrigin) : null;
}
