import { DEFAULT_LANGUAGE, LANGUAGES, languageFrom, type Language } from '@booking/contracts/languages';

/**
 * The languages the product has catalogues for, and how a messenger's or a browser's language tag
 * reads, are the contracts' (the server decides the bot's language by the same rule). Russian is
 * the default: every text the spec gives is in it byte for byte.
 */
export { DEFAULT_LANGUAGE, LANGUAGES, languageFrom, type Language };

/** Where the person's own choice ('Язык' / 'Language') is kept on this device, beside the server's copy. */
export const LANGUAGE_CHOICE_KEY = 'booking:language';

/** The query parameter a link of this app names the page's language with (a new tab has no launch data). */
export const LANGUAGE_PARAM = 'lang';

const PAGE_KEY = Symbol.for('booking.pageLanguage');

/** The locale each language formats numbers and dates with (separators, month names). */
const INTL_LOCALE: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

interface PageLanguage {
  current: Language;
  /** The platform's texts of the page's language, loading or loaded (app-frame/start-language.ts). */
  started: Promise<void> | null;
}

/**
 * One language per page, kept on the page's global object rather than in this module: the
 * calendar and the time step are bundled by each area (not the federation singleton), so this
 * module can exist more than once on a page, and every copy must read the same language.
 */
const page: PageLanguage = ((globalThis as { [PAGE_KEY]?: PageLanguage })[PAGE_KEY] ??= { current: DEFAULT_LANGUAGE, started: null });

/** The language every text and format of this page is in. */
export function currentLanguage(): Language {
  return page.current;
}

/** The `Intl` locale of a language (the current one by default). */
export function intlLocale(language: Language = page.current): string {
  return INTL_LOCALE[language];
}

/** Sets the page's language (once at start-up; a later change reloads the page's texts). */
export function setLanguage(language: Language): void {
  page.current = language;
}

const safeStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The person's own choice kept on this device, or null. */
export function storedLanguageChoice(): Language | null {
  const value = safeStorage()?.getItem(LANGUAGE_CHOICE_KEY);
  return isLanguage(value) ? value : null;
}

/** Keeps the person's choice on this device (the server keeps it too, for the bot and reminders). */
export function storeLanguageChoice(language: Language | null): void {
  const storage = safeStorage();
  if (!storage) return;
  if (language) storage.setItem(LANGUAGE_CHOICE_KEY, language);
  else storage.removeItem(LANGUAGE_CHOICE_KEY);
}

/**
 * The person's language at start-up, with no request: the language a link of this app opened the
 * page in, else their choice on this device, else their messenger's language from the launch data,
 * else the browser's first language.
 */
export function detectLanguage(sources: { launchTag?: string; browserLanguages?: readonly string[]; search?: string } = {}): Language {
  // A page opened by a link of this app in another tab (the legal pages) says its language.
  const asked = new URLSearchParams(sources.search ?? (typeof location === 'undefined' ? '' : location.search)).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  const choice = storedLanguageChoice();
  if (choice) return choice;
  if (sources.launchTag) return languageFrom(sources.launchTag);
  const browser = sources.browserLanguages ?? (typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
  return languageFrom(browser[0]);
}


/** The page's language once it is decided, with its texts' load (app-frame/start-language.ts). */
export function languageStart(): Promise<void> | null {
  return page.started;
}

/** Records the load of the page's texts (app-frame/start-language.ts); the first one stays. */
export function markLanguageStart(loading: Promise<void>): Promise<void> {
  page.started ??= loading;
  return page.started;
}

