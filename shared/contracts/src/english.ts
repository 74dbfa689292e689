/**
 * The contracts' English (the booking rules' reasons, the schemas' messages, the figures' period):
 * importing this module registers it, so a bundle that never speaks English carries none of it.
 * The server imports it once; a front end's English module does too.
 */
import { PERIOD_TEXTS } from './analytics/period.lib';
import { periodTextsEn } from './analytics/period.texts.en';
import { RULES_TEXTS } from './booking-rules/rule-texts.lib';
import { rulesTextsEn } from './booking-rules/rules.texts.en';
import { SCHEMA_TEXTS } from './schemas/schema-messages.lib';
import { schemaTextsEn } from './schemas/schema.texts.en';

RULES_TEXTS.en = rulesTextsEn;
SCHEMA_TEXTS.en = schemaTextsEn;
PERIOD_TEXTS.en = periodTextsEn;

export { periodTextsEn, rulesTextsEn, schemaTextsEn };
