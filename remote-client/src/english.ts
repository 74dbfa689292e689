/**
 * The client area's English: loaded only for a person whose language is English (the shell loads
 * it in parallel with the area's app; the standalone page before its first render). It writes the
 * English texts into the area's catalogues in place, so every screen reads them with no change.
 */
import { applyCatalogue } from '@booking/platform';
import '@booking/platform/english-entries';
// The contracts' English: the booking rules' reasons, the schemas' messages, the figures' period.
import '@booking/contracts/english';
import { texts } from './shared/texts';
import { textsEn } from './shared/texts.en';

applyCatalogue(texts, textsEn);
// The legal pages' English comes with their page (app/pages.ts).
