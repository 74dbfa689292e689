import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import { getAllPages, getParsed, getParsedOrNull } from './entity-fetch.lib';

/**
 * One GET of an entity, declared once: its cache key, its URL (relative to the API base, query
 * string included) and the contract its answer is parsed with. The URL travels with the query as
 * `meta.url`, so whatever needs to know what a query asks for (the screen descriptors' early
 * requests) reads it from there instead of typing the path again.
 */
export function entityQuery<S extends v.GenericSchema, K extends QueryKey>(queryKey: K, url: string, schema: S) {
  return queryOptions({ queryKey, queryFn: () => getParsed(schema, url), meta: { url } });
}

/** {@link entityQuery} of a list the server answers in pages: every page is read ({@link getAllPages}). */
export function entityListQuery<S extends v.GenericSchema<unknown, unknown[]>, K extends QueryKey>(queryKey: K, url: string, schema: S) {
  return queryOptions({ queryKey, queryFn: () => getAllPages(schema, url), meta: { url } });
}

/** {@link entityQuery} whose 404 means "there is none": it resolves to null instead of failing. */
export function entityQueryOrNull<S extends v.GenericSchema, K extends QueryKey>(queryKey: K, url: string, schema: S) {
  return queryOptions({ queryKey, queryFn: () => getParsedOrNull(schema, url), meta: { url } });
}

/** The GET a query built by {@link entityQuery} makes; undefined for any other query. */
export function urlOf(query: { meta?: Record<string, unknown> }): string | undefined {
  const url = query.meta?.url;
  return typeof url === 'string' ? url : undefined;
}

type SearchValue = string | number | boolean | null | undefined;

/**
 * `path` with a query string of the params that are set (undefined, null, false and '' are left
 * out, as the spec's "empty params skipped" says), in the order given.
 */
export function withSearch(path: string, params: Record<string, SearchValue>): string {
  const set = Object.entries(params).filter((entry): entry is [string, string | number | true] => {
    const value = entry[1];
    return value !== undefined && value !== null && value !== false && value !== '';
  });
  return set.length === 0 ? path : `${path}?${set.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&')}`;
}
