import type { ByLanguage } from '../catalogue';
import { rulesTexts } from './rules.texts';

/**
 * The rules' words in each language (rules.texts.ts; English once ../english.ts is imported). The
 * functions that build a sentence take a language, Russian by default, so a screen passes the page's.
 */
export const RULES_TEXTS: ByLanguage<typeof rulesTexts> = { ru: rulesTexts };
