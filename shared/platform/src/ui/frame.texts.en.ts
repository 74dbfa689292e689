import type { Catalogue } from '../i18n/catalogue';
import type { frameTexts } from './frame.texts';

/** English for the start-up screens (the too-old lines are English in both catalogues). */
export const frameTextsEn: Catalogue<typeof frameTexts> = {
  tooOldTitle: 'Oops',
  tooOldMessage: 'You are using too old Telegram client to run this application',
  crashTitle: 'Error',
  crashMessage: 'The app did not start. Refresh the page or open it again.',
  demoClients: 'Clients',
  demoMasters: 'Masters',
  demoLoadError: 'Could not load the demo users',
  retry: 'Retry',
  loading: 'Loading...',
};
