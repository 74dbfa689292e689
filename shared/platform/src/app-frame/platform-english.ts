/**
 * English for the platform's main entry (the kit, the start-up screens, the sign-in sheet, durations and prices).
 * Loaded only when the page's language is English, in parallel with the app's code
 * (start-language.ts); the catalogues are the federation singleton's, so one load serves the page.
 */
import { applyCatalogue } from '../i18n/catalogue';
import { formatTexts } from '../lib/format.texts';
import { formatTextsEn } from '../lib/format.texts.en';
import { frameTexts } from '../ui/frame.texts';
import { frameTextsEn } from '../ui/frame.texts.en';
import { uiTexts } from '../ui/ui.texts';
import { uiTextsEn } from '../ui/ui.texts.en';
import { signInTexts } from '../ui/sign-in/sign-in.texts';
import { signInTextsEn } from '../ui/sign-in/sign-in.texts.en';

applyCatalogue(uiTexts, uiTextsEn);
applyCatalogue(frameTexts, frameTextsEn);
applyCatalogue(formatTexts, formatTextsEn);
applyCatalogue(signInTexts, signInTextsEn);
