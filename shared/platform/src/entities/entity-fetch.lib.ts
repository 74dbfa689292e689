import { isHTTPError } from 'ky';
import type * as v from 'valibot';
import { responseSchemaOf, urlFor, type BodyOf, type OperationDef, type ResponseOf, type UrlArgs } from '@booking/contracts/operation';
import { LIST_PAGE_MAX } from '@booking/contracts/schemas';
import { apiClient } from '../api/api-client';
import { parseResponse } from '../api/parse-response';

/** GET `url` (relative to the API base, query string included) through the one client and parse the body with its contract. */
export async function getParsed<S extends v.GenericSchema>(schema: S, url: string): Promise<v.InferOutput<S>> {
  return parseResponse(schema, await apiClient.get(url).json());
}

/** The most pages {@link getAllPages} reads: 1,000 rows of 100, far past any real master or business. */
export const MAX_LIST_PAGES = 10;

/**
 * Every row of a list the server answers in pages (GET /places, GET /services/: at most `pageSize`
 * rows a page, in id order): `urlOfPage(null)` first, the URL without paging (so an answer the page
 * started early still serves it), then `limit`/`offset` pages while a page comes back full, at most
 * `maxPages` in all.
 */
export async function getAllPages<S extends v.GenericSchema<unknown, unknown[]>>(
  schema: S,
  urlOfPage: (page: { limit: number; offset: number } | null) => string,
  { pageSize = LIST_PAGE_MAX, maxPages = MAX_LIST_PAGES }: { pageSize?: number; maxPages?: number } = {},
): Promise<v.InferOutput<S>> {
  const rows: unknown[] = [];
  for (let page = 0; page < maxPages; page++) {
    const list = await getParsed(schema, urlOfPage(page === 0 ? null : { limit: pageSize, offset: page * pageSize }));
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

/**
 * Calls an operation of the contracts that changes something: its method, its URL from `urlArgs`,
 * `body` as JSON (or a FormData as it is), and its answer parsed with its response schema.
 */
export async function send<O extends OperationDef>(op: O, body: BodyOf<O> | FormData, ...urlArgs: UrlArgs<O>): Promise<ResponseOf<O>> {
  return sendWith({}, op, body, ...urlArgs);
}

/**
 * {@link send} whose request outlives the page (fetch's `keepalive`): a write made as the app closes
 * (`pagehide`, Telegram closing the Mini App) still reaches the server. JSON bodies under 64 KB only.
 */
export async function sendKeepalive<O extends OperationDef>(op: O, body: BodyOf<O>, ...urlArgs: UrlArgs<O>): Promise<ResponseOf<O>> {
  return sendWith({ keepalive: true }, op, body, ...urlArgs);
}

async function sendWith<O extends OperationDef>(extra: { keepalive?: boolean }, op: O, body: BodyOf<O> | FormData, ...urlArgs: UrlArgs<O>): Promise<ResponseOf<O>> {
  const payload = body === undefined ? {} : body instanceof FormData ? { body } : { json: body };
  return parseResponse(responseSchemaOf(op), await apiClient(urlFor(op, ...urlArgs), { method: op.method, ...extra, ...payload }).json());
}
