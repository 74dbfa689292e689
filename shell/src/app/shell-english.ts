/** English for the shell's own screens: loaded with the frame only when the page is in English. */
import { applyCatalogue } from '@booking/platform';
import { shellTexts } from './shell.texts';
import { shellTextsEn } from './shell.texts.en';

applyCatalogue(shellTexts, shellTextsEn);
// The page was served with the Russian title (the server does not know the person's language).
document.title = shellTexts.pageTitle;
