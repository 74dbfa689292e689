import type { Database } from '../db/database';
import { readHomeScreen, saveHomeScreenAnswer } from '../db/queries/home-screen.queries';
import { now } from '../domain/clock';
import { notFound } from '../domain/errors';
import { homeScreenState } from '../domain/home-screen';

/** GET /profile/home-screen: whether the app offers 'Добавить на главный экран' to the caller now. */
export async function getHomeScreen(db: Database, callerId: number) {
  const row = await readHomeScreen(db, callerId);
  if (!row) throw notFound('not_found.user');
  return homeScreenState({ clientBookings: row.client_bookings, masterBookings: row.master_bookings, addedAt: row.added_at, refusedAt: row.refused_at }, now());
}

/** POST /profile/home-screen: the caller added the app (or Telegram says it is there), or refused (asked again after 30 days). */
export async function answerHomeScreen(db: Database, callerId: number, answer: 'added' | 'refused') {
  await saveHomeScreenAnswer(db, callerId, answer, now());
  return getHomeScreen(db, callerId);
}
