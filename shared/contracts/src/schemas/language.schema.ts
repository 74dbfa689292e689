import * as v from 'valibot';

/**
 * The languages the product speaks. Russian is the default: every text the spec gives is in it, and
 * a person whose messenger speaks a language with no catalogue reads it.
 */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export const LanguageSchema = v.picklist(LANGUAGES);

/**
 * The language of a messenger's language tag (`language_code` in Telegram's init data and updates):
 * `en`, `en-US`, `en_GB` read English; anything else, or none, Russian.
 */
export function languageFrom(tag: string | null | undefined): Language {
  return typeof tag === 'string' && /^en(?:$|[-_])/i.test(tag.trim()) ? 'en' : DEFAULT_LANGUAGE;
}

/** The language a person reads: their own choice, else their messenger's. */
export const effectiveLanguage = (chosen: Language | null, messengerTag: string | null | undefined): Language => chosen ?? languageFrom(messengerTag);

/**
 * GET and POST /profile/language: the language the server writes to the caller in (the bot's messages,
 * reminders) and their own choice (null: their messenger's language is followed).
 */
export const LanguageStateSchema = v.object({ language: LanguageSchema, chosen: v.nullable(LanguageSchema) });
export type LanguageState = v.InferOutput<typeof LanguageStateSchema>;

/** POST /profile/language: the caller's choice; null follows the messenger's language again. */
export const LanguageChoiceSchema = v.strictObject({ language: v.nullable(LanguageSchema) });
export type LanguageChoice = v.InferOutput<typeof LanguageChoiceSchema>;
