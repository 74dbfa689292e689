import { isHTTPError } from 'ky';
import type * as v from 'valibot';
import { apiClient } from '../api/api-client';
import { parseResponse } from '../api/parse-response';

/** GET `url` (relative to the API base, query string included) through the one client and parse the body with its contract. */
export async function getParsed<S extends v.GenericSchema>(schema: S, url: string): Promise<v.InferOutput<S>> {
  return parseResponse(schema, await apiClient.get(url).json());
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
