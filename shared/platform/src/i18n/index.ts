/**
 * The person's language and the catalogues of texts (docs/conventions.md, Texts and languages).
 * Exported from the main entry, the federation singleton, so the whole page has one language.
 */
export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CHOICE_KEY, LANGUAGE_PARAM, currentLanguage, languageStart, markLanguageStart, detectLanguage, intlLocale, isLanguage, languageFrom, setLanguage, storeLanguageChoice, storedLanguageChoice } from './language';
export type { Language } from './language';
export { applyCatalogue, plural } from './catalogue';
export type { Catalogue } from './catalogue';
