import type { Language } from '@booking/contracts/schemas';

/**
 * The language a request's `Accept-Language` asks for among the ones the server writes: of the
 * ranges that are English or Russian, the one with the highest q, the first of them on a tie;
 * English for `en*`, Russian for anything else, for none, and for a header it cannot read (a bad
 * entry is skipped, never refused: the answer is still given, in Russian at worst).
 */
export function languageOfAcceptLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (typeof value !== 'string' || value.length === 0) return 'ru';
  let best: { language: Language; q: number } | null = null;
  // A header longer than any browser sends is read no further than its first part.
  for (const entry of value.slice(0, 1000).split(',')) {
    const [range = '', ...parameters] = entry.split(';').map((p) => p.trim());
    const primary = /^([a-z]{1,8})(?:[-_][a-z0-9]{1,8})*$/i.exec(range)?.[1]?.toLowerCase();
    const language: Language | null = primary === 'en' ? 'en' : primary === 'ru' ? 'ru' : null;
    if (!language) continue;
    const qParameter = parameters.find((p) => /^q\s*=/i.test(p));
    const q = qParameter === undefined ? 1 : qValue(qParameter.replace(/^q\s*=\s*/i, ''));
    if (q === null || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? 'ru';
}

/** RFC 9110's qvalue: 0 to 1 with at most three decimals (null: not one). */
function qValue(text: string): number | null {
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text)) return null;
  return Number(text);
}
