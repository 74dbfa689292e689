/**
 * English for the platform's entries that each area bundles itself (the calendar, the time step,
 * the Telegram prompts, the receipt's email): their catalogue objects are the area's own copies, so each area's
 * English module imports this one ('@booking/platform/english-entries').
 */
import { applyCatalogue } from '../i18n/catalogue';
import { calendarTexts } from '../calendar/calendar.texts';
import { calendarTextsEn } from '../calendar/calendar.texts.en';
import { receiptEmailTexts } from '../receipt-email/receipt-email.texts';
import { receiptEmailTextsEn } from '../receipt-email/receipt-email.texts.en';
import { homeScreenTexts } from '../telegram-ui/telegram-ui.texts';
import { homeScreenTextsEn } from '../telegram-ui/telegram-ui.texts.en';
import { timeStepTexts } from '../time-step/time-step.texts';
import { timeStepTextsEn } from '../time-step/time-step.texts.en';

applyCatalogue(calendarTexts, calendarTextsEn);
applyCatalogue(timeStepTexts, timeStepTextsEn);
applyCatalogue(homeScreenTexts, homeScreenTextsEn);
applyCatalogue(receiptEmailTexts, receiptEmailTextsEn);
