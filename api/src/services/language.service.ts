import { DEFAULT_LANGUAGE, effectiveLanguage, type Language, type LanguageState } from '@booking/contracts/schemas';
import type { Database } from '../db/database';
import { notFound } from '../domain/errors';
import * as users from '../db/queries/users.queries';

/**
 * The caller's language, kept on the server so the bot writes in it: their own choice, else their
 * messenger's (init data's language_code, kept by the auth plugin). The bot reads it when each
 * message goes (services/outbox-runner.ts), so a change reaches the reminders already planned.
 */

/** GET /profile/language: the language the bot writes to the caller in, and their own choice. */
export async function getLanguage(db: Database, callerId: number): Promise<LanguageState> {
  const found = await users.findLanguage(db, callerId);
  if (!found) throw notFound('not_found.user');
  return { language: effectiveLanguage(found.chosen, found.messenger), chosen: found.chosen };
}

/**
 * The language of a person the server writes a file for without their request's header (a calendar
 * fetched by its address, a CSV through a signed link): their own choice, else their messenger's;
 * Russian for nobody (null) or someone unknown.
 */
export async function languageOf(db: Database, userId: number | null): Promise<Language> {
  const found = userId === null ? undefined : await users.findLanguage(db, userId);
  return found ? effectiveLanguage(found.chosen, found.messenger) : DEFAULT_LANGUAGE;
}

/** POST /profile/language: the caller's choice (null: follow the messenger again). */
export async function saveLanguage(db: Database, callerId: number, language: Language | null): Promise<LanguageState> {
  await users.setLanguage(db, callerId, language);
  return getLanguage(db, callerId);
}
