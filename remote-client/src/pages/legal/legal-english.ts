/**
 * The privacy policy and terms in English: loaded with the legal page, and only for a page in
 * English (app/pages.ts), so that no other screen carries their text.
 */
import { applyCatalogue } from '@booking/platform';
import { privacyText, termsText } from './legal.texts';
import { privacyTextEn, termsTextEn } from './legal.texts.en';

applyCatalogue(privacyText, privacyTextEn);
applyCatalogue(termsText, termsTextEn);
