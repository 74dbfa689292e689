/**
 * The params of a path matched against a route pattern the way areaForPath matches (whole path,
 * `:name` = one non-empty segment, case-insensitive, trailing slash ignored); null if it does not
 * match. Values are URL-decoded.
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
