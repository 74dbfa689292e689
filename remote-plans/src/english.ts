/**
 * The plans area's English: loaded only for a person whose language is English (the shell loads it
 * in parallel with the area's app; the standalone page before its first render). It puts the
 * English texts into the area's catalogues in place, and the platform entries' English with them.
 */
import { applyCatalogue } from '@booking/platform';
import '@booking/platform/english-entries';
// The contracts' English: the booking rules' reasons, the schemas' messages, the figures' period.
import '@booking/contracts/english';
import { texts } from './shared/texts';
import { textsEn } from './shared/texts.en';

applyCatalogue(texts, textsEn);
