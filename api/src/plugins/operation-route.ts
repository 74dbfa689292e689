import type * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { successStatus, type OperationDef } from '@booking/contracts';
import { docsOf } from '@booking/contracts/operation-docs';

type Parsed<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown;

/** The request of an operation's route: params, query and body as its schemas parse them (ids from strings are numbers). */
export type OperationRequest<O extends OperationDef> = FastifyRequest<{ Params: Parsed<O['params']>; Querystring: Parsed<O['query']>; Body: Parsed<O['body']> }>;

/** What a route adds to its operation: server-side options only (hooks, config), never a schema. */
export type RouteExtras = Pick<RouteShorthandOptions, 'preValidation' | 'config' | 'bodyLimit'>;

/** `/places/{id}` as Fastify writes it: `/places/:id`. */
export const fastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers an operation of `@booking/contracts` as a route: its method and URL, its schemas (params,
 * querystring, body and its one success answer, which plugins/route-schemas.ts parses and checks with
 * valibot and turns into /api/docs), its summary and tags (the contracts' operation-docs), `config.public` when it needs no init
 * data, `config.guest` when a guest may read it, and its success status (a 201 is set before the handler runs; errors set their own).
 */
export function route<O extends OperationDef>(
  app: FastifyInstance,
  op: O,
  handler: (req: OperationRequest<O>, reply: FastifyReply) => Promise<unknown>,
  extras: RouteExtras = {},
): void {
  const status = successStatus(op);
  const docs = docsOf(op);
  app.route({
    ...extras,
    method: op.method,
    url: fastifyUrl(op.path),
    config: { ...extras.config, ...(op.public ? { public: true } : {}), ...(op.guest ? { guest: true } : {}), ...(op.signed ? { signed: true } : {}), ...(op.link ? { link: true } : {}) },
    schema: {
      summary: docs.summary,
      ...(docs.description ? { description: docs.description } : {}),
      tags: [...docs.tags],
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      response: { [status]: (op.response as Record<number, unknown>)[status] },
    },
    handler: async (req, reply) => {
      if (status !== 200) reply.code(status);
      return handler(req as OperationRequest<O>, reply);
    },
  });
}
