import type { Catalogue } from '@booking/platform';
import type { homeScreenTexts } from './telegram-ui.texts';

/** English for the Telegram-only prompts. */
export const homeScreenTextsEn: Catalogue<typeof homeScreenTexts> = {
  reason: 'Open the app from your home screen in one tap.',
  add: 'Add to home screen',
};
