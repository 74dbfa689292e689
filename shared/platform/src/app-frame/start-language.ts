import { dayjs } from '../lib/dates.lib';
import { currentLanguage, detectLanguage, isLanguage, languageStart, markLanguageStart, setLanguage, storeLanguageChoice, storedLanguageChoice } from '../i18n/language';

/**
 * Decides the page's language from what the page has, with no request (the person's choice on
 * this device, the messenger's language in the launch data, the browser's), and starts loading the
 * platform's English texts when they are needed, in parallel with the app's code. Russian, the
 * default, is in the code already. Later calls return the first call's promise.
 */
export function startLanguage(launchTag?: string): Promise<void> {
  const started = languageStart();
  if (started) return started;
  const language = detectLanguage({ launchTag });
  setLanguage(language);
  // Month and weekday names of every date the platform's dayjs formats without naming a locale.
  dayjs.locale(language);
  // The page says its language (screen readers, the browser's translation offer, hyphenation).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return markLanguageStart(language === 'en' ? import('./platform-english').then(() => undefined) : Promise.resolve());
}

/**
 * After the first screen: the person's choice as the server keeps it (made on another device, or
 * gone back to the messenger's language) becomes this device's too. When that changes the page's
 * language, the page starts again in it; otherwise nothing is seen.
 */
export async function followServerLanguage(read: () => Promise<{ language: string; chosen: string | null }>): Promise<void> {
  const state = await read().catch(() => null);
  if (!state) return;
  const chosen = isLanguage(state.chosen) ? state.chosen : null;
  if (chosen === storedLanguageChoice()) return;
  storeLanguageChoice(chosen);
  if (isLanguage(state.language) && state.language !== currentLanguage()) window.location.reload();
}
