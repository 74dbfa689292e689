import { currentLanguage, intlLocale } from './language';

/**
 * Another language's version of a catalogue: the same keys, a string for each text, the same
 * parameters for each text made from values. A key left out, or a parameter changed, fails the
 * type check.
 */
export type Catalogue<T> = {
  -readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => R : T[K] extends string ? string : Catalogue<T[K]>;
};

/**
 * Puts a language's texts into a catalogue object in place, so every module that imported the
 * object reads them: the catalogues stay plain objects, and their readers need not change. Done
 * before the first render; a later change of language reloads the page.
 */
export function applyCatalogue<T extends object>(target: T, source: Catalogue<T>): void {
  const into = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    const existing = into[key];
    if (value && typeof value === 'object' && existing && typeof existing === 'object') applyCatalogue(existing as object, value as Catalogue<object>);
    else into[key] = value;
  }
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const rules = new Map<string, Intl.PluralRules>();

/**
 * The form of a word for a count under the current language's plural rules (CLDR, through
 * Intl.PluralRules): Russian has one, few and many ('1 услуга', '3 услуги', '5 услуг'),
 * English one and other.
 */
export function plural(n: number, forms: PluralForms): string {
  const locale = intlLocale(currentLanguage());
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return forms[rule.select(n)] ?? forms.other;
}
