import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { responseSchemaOf, urlFor, type OperationDef, type UrlArgs } from '@booking/contracts/operation';
import { getAllPages, getParsed, getParsedOrNull } from './entity-fetch.lib';

/**
 * One GET of an entity, declared once: its cache key and its operation of the contracts, whose
 * path template and query give the URL (relative to the API base, query string included) and whose
 * response schema parses the answer. The URL travels with the query as `meta.url`, so whatever
 * needs to know what a query asks for (the screen descriptors' early requests) reads it from there.
 */
export function entityQuery<O extends OperationDef, K extends QueryKey>(queryKey: K, op: O, ...urlArgs: UrlArgs<O>) {
  const url = urlFor(op, ...urlArgs);
  return queryOptions({ queryKey, queryFn: () => getParsed(responseSchemaOf(op), url), meta: { url } });
}

/**
 * {@link entityQuery} of a list the server answers in pages: every page is read ({@link getAllPages}),
 * the first with the URL as given, the next ones with the operation's `limit` and `offset`.
 */
export function entityListQuery<O extends OperationDef, K extends QueryKey>(queryKey: K, op: O, ...[params, query]: UrlArgs<O>) {
  const pageUrl = (page: { limit: number; offset: number } | null) => urlFor(op, ...([params, page ? { ...query, ...page } : query] as UrlArgs<O>));
  const schema = responseSchemaOf(op) as ReturnType<typeof responseSchemaOf<O>> & Parameters<typeof getAllPages>[0];
  return queryOptions({ queryKey, queryFn: () => getAllPages(schema, pageUrl), meta: { url: pageUrl(null) } });
}

/** {@link entityQuery} whose 404 means "there is none": it resolves to null instead of failing. */
export function entityQueryOrNull<O extends OperationDef, K extends QueryKey>(queryKey: K, op: O, ...urlArgs: UrlArgs<O>) {
  const url = urlFor(op, ...urlArgs);
  return queryOptions({ queryKey, queryFn: () => getParsedOrNull(responseSchemaOf(op), url), meta: { url } });
}

/** The GET a query built by {@link entityQuery} makes; undefined for any other query. */
export function urlOf(query: { meta?: Record<string, unknown> }): string | undefined {
  const url = query.meta?.url;
  return typeof url === 'string' ? url : undefined;
}
