import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { ROUTE_DOCS } from './route-docs';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const jsonSchema = (schema: GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;

/** The OpenAPI 3 document of the routes Fastify registered, described by ROUTE_DOCS. */
export function buildOpenApi(routes: RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url } of routes) {
    const doc = ROUTE_DOCS[`${method} ${url}`];
    const path = url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const params = [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    (paths[path] ??= {})[method.toLowerCase()] = {
      summary: doc?.summary ?? 'Undocumented',
      tags: [doc?.tag ?? 'other'],
      ...(params.length ? { parameters: params } : {}),
      ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } } } : {}),
      responses: {
        '200': { description: 'OK', ...(doc?.response ? { content: { 'application/json': { schema: jsonSchema(doc.response) } } } : {}) },
        '400': { description: 'Bad input: { error, field }' },
        '401': { description: 'Missing, malformed, forged or expired init data' },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Booking mini-app API', version: '0.1.0', description: 'Every request carries Telegram init data in X-Telegram-Init-Data (spec section 7).' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { telegramInitData: { type: 'apiKey', in: 'header', name: 'X-Telegram-Init-Data' } } },
    security: [{ telegramInitData: [] }],
    paths,
  };
}
