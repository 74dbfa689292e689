import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import { DomainError, errorText } from '../domain/errors';
import { ErrorBodySchema } from './error-handler.plugin';

/**
 * Each route is an operation of `@booking/contracts` (operation-route.ts puts its params,
 * querystring, body and success answer on the route as valibot schemas). This file makes Fastify
 * use them: requests are parsed with valibot (the handler gets the parsed output: ids from strings
 * are numbers), responses are checked against their schema when `validateResponses` is on (tests
 * and `npm run dev`), and /api/docs is generated from the same declarations.
 */

const bodyText = (data: unknown): string => JSON.stringify(data);

const isValibot = (schema: unknown): schema is v.GenericSchema =>
  typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema' && '~standard' in schema;

const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * The first problem of a request, naming its field, with the schema's message: in Russian the
 * schema's own words (the text of docs/product.md where it has one); in English the words the
 * schema has for `lang: 'en'` (the contracts' messages are keyed), valibot's own English for a check
 * that has no message of ours, and a generic sentence for a Russian text that has no English yet.
 * Parsed again only when refused, so an accepted request costs nothing more.
 */
function validationError(schema: v.GenericSchema, data: unknown, issue: v.BaseIssue<unknown>, httpPart: string | undefined): DomainError {
  const english = v.safeParse(schema, data, { lang: 'en' }).issues?.[0]?.message ?? issue.message;
  const en = CYRILLIC.test(english) ? errorText('validation.invalid', {}, 'en') : english;
  return new DomainError('invalid', 'validation.invalid', {}, v.getDotPath(issue) ?? httpPart ?? 'body', { ru: issue.message, en });
}

export function useValibotSchemas(app: FastifyInstance, { validateResponses }: { validateResponses: boolean }): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (!isValibot(schema)) throw new Error(`route schema for ${httpPart} is not a valibot schema`);
    return (data: unknown) => {
      const result = v.safeParse(schema, data);
      if (result.success) return { value: result.output };
      return { error: validationError(schema, data, result.issues[0], httpPart) };
    };
  });
  app.setSerializerCompiler(({ schema, url, method, httpStatus }) => {
    if (!validateResponses || !isValibot(schema)) return bodyText;
    return (data: unknown) => {
      const result = v.safeParse(schema, data);
      if (!result.success) {
        const issue = result.issues[0];
        throw new Error(`response of ${method} ${url} (${httpStatus}) does not match its schema at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
      }
      return bodyText(data);
    };
  });
}

const jsonSchema = (schema: unknown) => (isValibot(schema) ? (toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>) : schema);

/** @fastify/swagger's transform: the route's valibot schemas as JSON Schema for the OpenAPI document. */
export function openApiTransform({ schema, url }: { schema: Record<string, unknown> | undefined; url: string }) {
  if (!schema) return { schema: { hide: !url.startsWith('/api/') }, url };
  const out: Record<string, unknown> = { ...schema };
  for (const part of ['params', 'querystring', 'body'] as const) if (schema[part]) out[part] = jsonSchema(schema[part]);
  // Every refusal has the one error shape (plugins/error-handler.plugin.ts).
  out.response = {
    ...Object.fromEntries(Object.entries((schema.response ?? {}) as Record<string, unknown>).map(([code, s]) => [code, { description: 'OK', ...(jsonSchema(s) as object) }])),
    '4XX': { description: 'Refused: { code, params, message, error, field? }', ...(jsonSchema(ErrorBodySchema) as object) },
    '503': { description: 'The database (or Telegram) is out: try again after Retry-After seconds', ...(jsonSchema(ErrorBodySchema) as object) },
  };
  return { schema: out, url };
}
