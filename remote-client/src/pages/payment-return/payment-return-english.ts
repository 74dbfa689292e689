/**
 * The return page's English: loaded with the page, and only for a page in English (app/pages.ts),
 * so that no other screen carries its text.
 */
import { applyCatalogue } from '@booking/platform';
import { paymentReturnTexts } from './payment-return.texts';
import { paymentReturnTextsEn } from './payment-return.texts.en';

applyCatalogue(paymentReturnTexts, paymentReturnTextsEn);
