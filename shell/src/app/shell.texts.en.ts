import type { Catalogue } from '@booking/platform';
import type { shellTexts } from './shell.texts';

/** English for the shell's own screens. */
export const shellTextsEn: Catalogue<typeof shellTexts> = {
  notFoundTitle: 'Page not found',
  notFoundMessage: 'There is no such page. Check the link or go back to the home page.',
  toHome: 'Home',
  remoteFailedTitle: 'This section did not load',
  remoteFailedMessage: 'Check your connection and try again. The other sections work.',
  retry: 'Retry',
  loading: 'Loading...',
  pageTitle: 'Book an appointment',
};
