import type { QueryKey } from '@tanstack/react-query';
import type { AreaName } from '@booking/contracts/routing';
import { DEFAULT_TIMEZONE, todayIn } from '../lib/dates.lib';

/** The three federated areas; each is one remote, released on its own. */
export type Area = AreaName;

/** An entity query (entities/entity-query.lib.ts): TanStack options that carry their GET as `meta.url`. */
export interface EntityQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
  meta?: Record<string, unknown>;
}

/** What a query resolves to. */
type DataOf<Q> = Q extends { queryFn?: infer F } ? (F extends (...args: never[]) => infer R ? Awaited<R> : never) : never;
/** One item of an answer: an element of a list, or the answer itself (a missing one has none). */
type ItemOf<T> = T extends readonly (infer I)[] ? I : NonNullable<T>;

/**
 * A read a screen starts, and what its answer leads to (`next`): the reads of each of its items,
 * or of the first only. `inAppOnly`: those follow-up reads need more than ids (a master's "today"),
 * so only the app starts them, not the page's early script (see `delivery/screens-file.ts`).
 */
export interface ScreenRead {
  readonly query: EntityQuery;
  readonly next?: {
    readonly first: boolean;
    readonly reads: (item: never) => readonly ReadLike[];
    readonly inAppOnly?: boolean;
  };
}
export type ReadLike = EntityQuery | ScreenRead;

/** After `query` answers: the reads each item of the answer leads to (an answer that is not a list is one item). */
export function eachOf<Q extends EntityQuery>(query: Q, reads: (item: ItemOf<DataOf<Q>>) => readonly ReadLike[]): ScreenRead {
  return { query, next: { first: false, reads } };
}

/** After `query` answers: the reads its first item leads to. */
export function firstOf<Q extends EntityQuery>(query: Q, reads: (item: ItemOf<DataOf<Q>>) => readonly ReadLike[]): ScreenRead {
  return { query, next: { first: true, reads } };
}

/**
 * Today's date where `zone` is (a master's zone, a field of an answer; none: {@link DEFAULT_TIMEZONE}),
 * for a screen's reads. In the screens file the field is a placeholder (`{user.timezone}`), and this
 * gives `{today:user.timezone:Europe/Moscow}`, which the page's early script fills the same way from
 * the answer, so the day's read starts before the app's code arrives (api/src/web/early-fetch.js).
 */
export function todayOf(zone: string | null | undefined): string {
  const field = typeof zone === 'object' && zone !== null ? /^\{([\w.]+)\}$/.exec(String(zone))?.[1] : undefined;
  return field ? `{today:${field}:${DEFAULT_TIMEZONE}}` : todayIn(zone);
}

/** `read`, whose follow-up reads only the app can start: they need more than ids, dates and a zone's today. */
export function inAppOnly(read: ScreenRead): ScreenRead {
  return read.next ? { ...read, next: { ...read.next, inAppOnly: true } } : read;
}

/** `:name` segments of a route pattern. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route param as a screen's data gets it: a positive id, or a list of them for `...Ids`. */
type IdValue<K extends string> = K extends `${string}Ids` ? readonly number[] : number;
/** The ids of one of the patterns: the others' params are absent. */
type IdsOfPattern<P extends string, All extends string> = { readonly [K in ParamNames<P>]: IdValue<K> } & {
  readonly [K in Exclude<All, ParamNames<P>>]?: undefined;
};
type IdsOfEach<P extends string, All extends string> = P extends string ? IdsOfPattern<P, All> : never;
/** The ids of a screen's path, whichever of its patterns matched. */
export type ScreenIds<P extends string> = IdsOfEach<P, ParamNames<P>>;

/** Who is looking: the Telegram user id of the launch data. */
export interface Viewer {
  telegramId: number;
}

/**
 * One screen (docs/product.md, Screens and routes), declared by the area that serves it (its remote's
 * `src/shared/screens.ts`): where it is (route patterns), which page shows it, and what that page
 * reads first. The area's routes, the path builders, its screens file (page chunks and early
 * requests for the shell and the server) and the prefetches all come from these.
 */
export interface Screen<N extends string = string, P extends string = string> {
  /** The screen's name (`screens.{name}`); its page is the remote's chunk `page-{name in kebab-case}` unless `inEntry`. */
  readonly name: N;
  /** Route patterns (docs/product.md, Screens and routes); `pathTo` picks the one whose params it is given. */
  readonly patterns: readonly P[];
  /** The page is in the area's entry (the area's first screen), not a chunk of its own. */
  readonly inEntry?: boolean;
  /** Opens without launch data (the legal pages, opened in a new tab). */
  readonly public?: boolean;
  /**
   * Shown to users who are not masters; a master opening one of its paths gets the master's screen
   * of that path (spec: `/bookings` is the master's day for a master, 'Мои записи' for a client).
   */
  readonly notForMasters?: boolean;
  /**
   * The reads its page shows first, as entity queries of the path's ids (the same queries, with
   * the same arguments, that the page's hooks use, or the data is asked for twice).
   */
  data?(ids: ScreenIds<P>, viewer: Viewer): readonly ReadLike[];
}

/** A screen descriptor, with its name and patterns kept as literal types. */
export function screen<const N extends string, const P extends string>(descriptor: Screen<N, P>): Screen<N, P> {
  return descriptor;
}

/** An area's screens, in its order: what its remote routes and publishes (its screens file). */
export interface AreaScreens<S extends Screen<string, string> = Screen<string, string>> {
  readonly area: Area;
  readonly screens: readonly S[];
}

/** An area's screens, and each of them by name (`screens.place`). */
export function areaScreens<const L extends readonly Screen<string, string>[]>(area: Area, list: L) {
  const byName = Object.fromEntries(list.map((s) => [s.name, s])) as { readonly [S in L[number] as S['name']]: S };
  return { area, screens: list as readonly L[number][], byName };
}

/** The chunk of a screen's page (the remote's `webpackChunkName`); null for a page in the area's entry. */
export function pageChunkOf(screen: Pick<Screen, 'name' | 'inEntry'>): string | null {
  return screen.inEntry ? null : `page-${screen.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
