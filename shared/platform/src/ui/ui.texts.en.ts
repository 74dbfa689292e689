import type { Catalogue } from '../i18n/catalogue';
import type { uiTexts } from './ui.texts';

/** English for the shared UI kit. */
export const uiTextsEn: Catalogue<typeof uiTexts> = {
  loading: 'Loading...',
  loadError: 'Could not load the data',
  retry: 'Retry',
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  writeAccessClientReason: 'Let the bot message you: we will confirm your booking and remind you about it.',
  writeAccessMasterReason: 'Let the bot message you: we will tell you about new bookings and cancellations.',
  writeAccessAllow: 'Allow',
  writeAccessLater: 'Not now',
  language: 'Language',
  languageNames: { ru: 'Русский', en: 'English' },
  languageFailed: 'Could not change the language',
  screenInProgress: 'This screen is on its way.',
};
