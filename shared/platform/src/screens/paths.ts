import type { ParamNames, Screen } from './screen.lib';

type Id = number | string;
/** The params of one pattern, as a path is built from them: ids, lists of ids for `...Ids`. */
type PathParamsOfPattern<P extends string> = { readonly [K in ParamNames<P>]: K extends `${string}Ids` ? readonly Id[] : Id };
/** The params of any one of a screen's patterns. */
export type PathParams<P extends string> = P extends string ? PathParamsOfPattern<P> : never;

const paramsOf = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));

/**
 * The path of a screen (docs/product.md, Screens and routes) with these params: the screen's first pattern whose params
 * are exactly the ones given (undefined ones left out), filled in. No screen builds a URL by hand:
 * `pathTo(screens.place, { placeId: 3 })`, `pathTo(screens.masterSchedule, { workerId })` (without
 * a worker id the plain `/schedule`).
 */
export function pathTo<P extends string>(screen: Screen<string, P>, ...[params]: ParamNames<P> extends never ? [params?: PathParams<P>] : [params: PathParams<P>]): string {
  const given = Object.fromEntries(Object.entries(params ?? {}).filter(([, value]) => value !== undefined)) as Record<string, Id | readonly Id[]>;
  const names = Object.keys(given).sort().join(',');
  const pattern = screen.patterns.find((p) => paramsOf(p).sort().join(',') === names);
  if (pattern === undefined) throw new Error(`path: ${screen.name} has no route with the params ${names || '(none)'}`);
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = given[name]!;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text === '') throw new Error(`path: empty ${name} for ${pattern}`);
    // Commas stay: they separate the ids of one `...Ids` segment, and are legal in a path.
    return encodeURIComponent(text).replace(/%2C/g, ',');
  });
}
