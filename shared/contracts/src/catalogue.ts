import type { Language } from './schemas/language.schema';

/**
 * An English catalogue of the contracts' texts, typed by its Russian one: a missing key or a
 * changed parameter fails the type check (the platform's Catalogue<T>, which the contracts may not
 * import).
 */
export type Catalogue<T> = {
  -readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => R : T[K] extends string ? string : Catalogue<T[K]>;
};

/**
 * A catalogue per language: Russian always, another once it is registered (english.ts), so a
 * bundle that never speaks English carries none of its words.
 */
export type ByLanguage<T> = { ru: Catalogue<T> } & Partial<Record<Language, Catalogue<T>>>;

/** A language's catalogue, Russian while that language's is not registered. */
export const textsIn = <T>(catalogues: ByLanguage<T>, language: Language): Catalogue<T> => catalogues[language] ?? catalogues.ru;
