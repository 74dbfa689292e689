import { queryClient } from '../api/query-client';
import { languageQuery } from '../entities/users.api';
import { currentLanguage, isLanguage, storeLanguageChoice, storedLanguageChoice } from '../i18n/language';

/**
 * A while after the first screen (start-app.tsx loads this module then, off the cold start): the
 * person's choice as the server keeps it (made on another device, or gone back to the messenger's
 * language) becomes this device's too. When that changes the page's
 * language, the page starts again in it; otherwise nothing is seen.
 */
export async function followServerLanguage(read: () => Promise<{ language: string; chosen: string | null }> = () => queryClient.fetchQuery(languageQuery())): Promise<void> {
  const state = await read().catch(() => null);
  if (!state) return;
  const chosen = isLanguage(state.chosen) ? state.chosen : null;
  if (chosen === storedLanguageChoice()) return;
  storeLanguageChoice(chosen);
  if (isLanguage(state.language) && state.language !== currentLanguage()) window.location.reload();
}
