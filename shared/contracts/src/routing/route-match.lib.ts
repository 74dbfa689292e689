/**
 * A path against a route pattern, the way the areas' react-router matches it (whole path, `:name` =
 * one non-empty segment, case-insensitive, trailing slash ignored): the path's params, URL-decoded,
 * or null if it does not match.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, seg] of want.entries()) {
    const value = got[i]!;
    if (seg.startsWith(':')) {
      try {
        params[seg.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (seg.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/** Whether a path matches a route pattern (see {@link routeParams}). */
export const matchesRoute = (pattern: string, pathname: string) => routeParams(pattern, pathname) !== null;

/** How many segments of a pattern are written out (not `:params`): more is more specific. */
export const staticSegments = (pattern: string) => pattern.split('/').filter((s) => s !== '' && !s.startsWith(':')).length;

/** The `:name` params of a pattern, in order. */
export const paramNamesOf = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));

const ID = /^[1-9]\d{0,14}$/;

/**
 * The ids of a path's params: positive whole numbers, lists of them (comma-separated) for
 * `...Ids`; null when one is anything else (the screen shows its not-found state, nothing is read).
 */
export function parseIds(params: Record<string, string>): Record<string, number | number[]> | null {
  const ids: Record<string, number | number[]> = {};
  for (const [name, raw] of Object.entries(params)) {
    const parts = name.endsWith('Ids') ? raw.split(',') : [raw];
    if (!parts.every((part) => ID.test(part))) return null;
    ids[name] = name.endsWith('Ids') ? parts.map(Number) : Number(raw);
  }
  return ids;
}
