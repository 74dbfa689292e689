import * as v from 'valibot';
import { LANGUAGES } from '../languages';

export { DEFAULT_LANGUAGE, LANGUAGES, effectiveLanguage, languageFrom, type Language } from '../languages';

export const LanguageSchema = v.picklist(LANGUAGES);

/**
 * GET and POST /profile/language: the language the server writes to the caller in (the bot's messages,
 * reminders) and their own choice (null: their messenger's language is followed).
 */
export const LanguageStateSchema = v.object({ language: LanguageSchema, chosen: v.nullable(LanguageSchema) });
export type LanguageState = v.InferOutput<typeof LanguageStateSchema>;

/** POST /profile/language: the caller's choice; null follows the messenger's language again. */
export const LanguageChoiceSchema = v.strictObject({ language: v.nullable(LanguageSchema) });
export type LanguageChoice = v.InferOutput<typeof LanguageChoiceSchema>;
