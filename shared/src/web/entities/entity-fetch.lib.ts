import { isHTTPError } from 'ky';
import type * as v from 'valibot';
import { apiClient } from '../api/api-client';
import { parseResponse } from '../api/parse-response';
import { LIST_PAGE_MAX } from '@booking/contracts/schemas';

/** GET `url` (relative to the API base, query string included) through the one client and parse the body with its contract. */
export async function getParsed<S extends v.GenericSchema>(schema: S, url: string): Promise<v.InferOutput<S>> {
  return parseResponse(schema, await apiClient.get(url).json());
}

/** The most pages {@link getAllPages} reads: 1,000 rows of 100, far past any real master or business. */
export const MAX_LIST_PAGES = 10;

/**
 * Every row of a list the server answers in pages (GET /places, GET /services/: at most `pageSize`
 * rows a page, in id order): `url` first, as it is (so an answer the page started early still
 * serves it), then `limit`/`offset` pages while a page comes back full, at most `maxPages` in all.
 */
export async function getAllPages<S extends v.GenericSchema<unknown, unknown[]>>(
  schema: S,
  url: string,
  { pageSize = LIST_PAGE_MAX, maxPages = MAX_LIST_PAGES }: { pageSize?: number; maxPages?: number } = {},
): Promise<v.InferOutput<S>> {
  const rows: unknown[] = [];
  for (let page = 0; page < maxPages; page++) {
    const pageUrl = page === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}limit=${pageSize}&offset=${page * pageSize}`;
    const list = await getParsed(schema, pageUrl);
    rows.push(...list);
    if (list.length < pageSize) break;
  }
  return rows as v.InferOutput<S>;
}

/** Like {@link getParsed}, but a 404 ("there is none") resolves to null instead of throwing. */
export async function getParsedOrNull<S extends v.GenericSchema>(schema: S, url: string): Promise<v.InferOutput<S> | null> {
  try {
    return await getParsed(schema, url);
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}

/** A write with a JSON body (`post`, `put`, `patch`, `delete`), its answer parsed with `schema`. */
export async function sendParsed<S extends v.GenericSchema>(
  method: 'post' | 'put' | 'patch' | 'delete',
  schema: S,
  path: string,
  json?: unknown,
): Promise<v.InferOutput<S>> {
  return parseResponse(schema, await apiClient[method](path, json === undefined ? undefined : { json }).json());
}
