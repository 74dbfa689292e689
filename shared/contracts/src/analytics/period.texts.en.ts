import type { Catalogue } from '../catalogue';
import type { periodTexts } from './period.texts';

/** The figures' refusals in English. */
export const periodTextsEn: Catalogue<typeof periodTexts> = {
  proOnly: 'Statistics are available on the Pro plan',
  reversed: 'The period ends before it starts',
  tooLong: (max) => `A period can be at most ${max} days long`,
};
