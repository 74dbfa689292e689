import type * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is not JSON (a stored file), as JSON Schema for the OpenAPI document. */
export const BINARY = { type: 'string', format: 'binary' } as const;
export type Binary = typeof BINARY;

type Answer = v.GenericSchema | Binary;

/**
 * One API operation, declared once: the server's route is made from it (method, URL, the schemas
 * it parses the request with and checks its answer against; its OpenAPI text is in docs.ts), and the
 * front end builds its URL and parses its answer with it.
 */
export interface OperationDef {
  method: Method;
  /** Relative to the API base (`/api`), params in braces: `/places/{id}`. */
  path: string;
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The success status (200, or 201 for a write that makes something) and its answer. */
  response: { 200: Answer } | { 201: Answer };
  /** Reachable without init data: health, files for <img>, the demo sign-in, Telegram's webhook. */
  public?: true;
  /**
   * A catalogue read a guest may make (a plain browser, nobody signed in): answered without a
   * person, limited per caller address, and never naming anyone (no user ids, no bookings).
   */
  guest?: true;
  /**
   * Reachable without init data when its query carries a signature (`sig`) the server made for it
   * (a download Telegram's downloadFile fetches itself); the handler checks the signature. Without
   * one, init data is needed as everywhere.
   */
  signed?: true;
  /**
   * One booking's operation that its link (the `X-Booking-Link` header) may make for the booking's
   * client, nobody signed in: the path's `id` must be the link's booking, and it works until the start.
   */
  link?: true;
}

/**
 * Declares an operation; `const` keeps its path and schemas' types for {@link urlFor} and the route's
 * handler. Marked free of side effects, so a bundle keeps only the operations it uses.
 */
/*#__NO_SIDE_EFFECTS__*/
export function operation<const O extends OperationDef>(def: O): O {
  return def;
}

/** The success status of an operation. */
export const successStatus = (op: OperationDef): 200 | 201 => ('201' in op.response ? 201 : 200);

type SuccessAnswer<O extends OperationDef> = O['response'] extends { 201: infer S } ? S : O['response'] extends { 200: infer S } ? S : never;
/** The schema an operation's successful answer is checked and parsed with. */
export type ResponseSchemaOf<O extends OperationDef> = Extract<SuccessAnswer<O>, v.GenericSchema>;
/** What an operation answers on success, parsed. */
export type ResponseOf<O extends OperationDef> = v.InferOutput<ResponseSchemaOf<O>>;

/** An operation's JSON answer schema (a binary answer has none: it is not parsed). */
export function responseSchemaOf<O extends OperationDef>(op: O): ResponseSchemaOf<O> {
  const schema = (op.response as Record<number, Answer>)[successStatus(op)];
  if (schema === BINARY) throw new Error(`${op.method} ${op.path} answers a file, not JSON`);
  return schema as ResponseSchemaOf<O>;
}

/** The names in an operation's path: `'/workers/{id}/bookings/{date}'` gives `'id' | 'date'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;
export type PathParamsOf<O extends OperationDef> = { readonly [K in PathParamNames<O['path']>]: string | number };

type SearchValue = string | number | boolean | null | undefined;
/** The query of an operation: only the names its query schema has; unset ones are left out. */
export type QueryOf<O extends OperationDef> = O['query'] extends v.GenericSchema
  ? { readonly [K in keyof v.InferInput<O['query']>]?: SearchValue }
  : never;

/** What {@link urlFor} takes after the operation: its path params (required when the path has any), then its query. */
export type UrlArgs<O extends OperationDef> = PathParamNames<O['path']> extends never
  ? [params?: PathParamsOf<O>, query?: QueryOf<O>]
  : [params: PathParamsOf<O>, query?: QueryOf<O>];

/** The body an operation takes, as the caller writes it (before the server's parsing). */
export type BodyOf<O extends OperationDef> = O['body'] extends v.GenericSchema ? v.InferInput<O['body']> : undefined;

/** The names between braces in a path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * `path` with a query string of the params that are set (undefined, null, false and '' are left
 * out, as the spec's "empty params skipped" says), in the order given.
 */
export function withSearch(path: string, params: Readonly<Record<string, SearchValue>>): string {
  const set = Object.entries(params).filter((entry): entry is [string, string | number | true] => {
    const value = entry[1];
    return value !== undefined && value !== null && value !== false && value !== '';
  });
  return set.length === 0 ? path : `${path}?${set.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/**
 * The URL of an operation relative to the API base (no leading slash, as the front end's HTTP
 * client takes it): `urlFor(ops.getPlace, { id: 3 })` is `places/3`,
 * `urlFor(ops.listServices, {}, { place_id: 3 })` is `services/?place_id=3`.
 */
export function urlFor<O extends OperationDef>(op: O, ...[params, query]: UrlArgs<O>): string {
  // A query that is not enabled yet may be built with an empty param: its URL is never asked for.
  const given = (params ?? {}) as Record<string, string | number>;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(given[name])));
  return withSearch(path.slice(1), (query ?? {}) as Record<string, SearchValue>);
}
