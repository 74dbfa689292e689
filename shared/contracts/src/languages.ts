/**
 * The languages the product speaks, and how a messenger's or a browser's language tag reads: pure,
 * with no schema library, so a front end that only needs the rule does not bundle one
 * (schemas/language.schema.ts holds the API's schemas of it).
 * Russian is the default: every text the spec gives is in it, and a person whose messenger speaks a
 * language with no catalogue reads it.
 */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/**
 * The language of a language tag (`language_code` in Telegram's init data and updates, a browser's
 * language): `en`, `en-US`, `en_GB` read English; anything else, or none, Russian.
 */
export function languageFrom(tag: string | null | undefined): Language {
  return typeof tag === 'string' && /^en(?:$|[-_])/i.test(tag.trim()) ? 'en' : DEFAULT_LANGUAGE;
}

/** The language a person reads: their own choice, else their messenger's. */
export const effectiveLanguage = (chosen: Language | null, messengerTag: string | null | undefined): Language => chosen ?? languageFrom(messengerTag);
