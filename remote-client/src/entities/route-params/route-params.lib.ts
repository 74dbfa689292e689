/**
 * A route's id param as a positive whole number, or null when it is missing or anything else
 * ('abc', '1.5', '-3', '0', '007x', a huge number): the page then shows its not-found text instead of
 * asking the API for nonsense. `fallback` is the spec's default for a param that is absent.
 */
export function parseId(raw: string | undefined, fallback?: number): number | null {
  if (raw === undefined || raw === '') return fallback ?? null;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
