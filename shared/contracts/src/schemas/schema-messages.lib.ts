import { textsIn, type ByLanguage } from '../catalogue';
import { languageFrom } from './language.schema';
import { schemaTexts } from './schema.texts';

/** The schemas' messages in each language (English once ../english.ts is imported). */
export const SCHEMA_TEXTS: ByLanguage<typeof schemaTexts> = { ru: schemaTexts };

type Key = { [K in keyof typeof schemaTexts]: (typeof schemaTexts)[K] extends string ? K : never }[keyof typeof schemaTexts];

/**
 * A schema's message as valibot calls it: in the language of the parse's `lang` (the config of
 * `safeParse` or valibot's global one), Russian when none is set, so a form and the server read the
 * same words, and a parse with `{ lang: 'en' }` reads them in English.
 */
export const said = (key: Key) => (issue: { lang?: string | undefined }): string => textsIn(SCHEMA_TEXTS, languageFrom(issue.lang))[key];

/** A message with a figure in it (see {@link said}). */
export const saidWith = <A extends unknown[]>(pick: (t: (typeof SCHEMA_TEXTS)['ru']) => (...args: A) => string, ...args: A) =>
  (issue: { lang?: string | undefined }): string => pick(textsIn(SCHEMA_TEXTS, languageFrom(issue.lang)))(...args);
