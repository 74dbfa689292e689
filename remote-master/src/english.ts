/**
 * The master cabinet in English: every catalogue of the area, and the platform's entries, get
 * their English texts in place. Loaded only for a person whose language is English: the shell
 * loads it in parallel with the area's app, the standalone page before its first render.
 */
import { applyCatalogue } from '@booking/platform';
import '@booking/platform/english-entries';
// The contracts' English: the booking rules' reasons, the schemas' messages, the figures' period.
import '@booking/contracts/english';
import { setGlobalConfig } from 'valibot';
import { texts } from './shared/texts';
import { textsEn } from './shared/texts.en';
import { scheduleTexts } from './entities/schedule/schedule.texts';
import { scheduleTextsEn } from './entities/schedule/schedule.texts.en';
import { analyticsTexts } from './entities/analytics/analytics.texts';
import { analyticsTextsEn } from './entities/analytics/analytics.texts.en';
import { texts as clientsTexts } from './entities/client/clients.texts';
import { textsEn as clientsTextsEn } from './entities/client/clients.texts.en';
import { depositTexts } from './entities/deposit/deposit.texts';
import { depositTextsEn } from './entities/deposit/deposit.texts.en';

applyCatalogue(texts, textsEn);
applyCatalogue(scheduleTexts, scheduleTextsEn);
applyCatalogue(analyticsTexts, analyticsTextsEn);
applyCatalogue(depositTexts, depositTextsEn);
// The clients' catalogue copied the cabinet's Russian when it loaded; its English carries the cabinet's too.
applyCatalogue(clientsTexts, clientsTextsEn);
// The forms' checks (valibot, the contracts' schemas) say their messages in English.
setGlobalConfig({ lang: 'en' });
