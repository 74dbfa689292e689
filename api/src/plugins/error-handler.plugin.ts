import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { ErrorBodySchema } from '@booking/contracts/schemas';
import { isDatabaseUnavailable } from '../db/db-errors';
import { languageOfAcceptLanguage } from '../domain/accept-language';
import { DomainError, RETRY_AFTER_SECONDS, isDomainError, type DomainErrorKind } from '../domain/errors';

/** The one place a refusal becomes an HTTP status. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
  disabled: 404,
  unavailable: 503,
};

/**
 * The JSON body of every error answer (the contracts' ErrorBodySchema): `code` and `params` name the
 * refusal, `message` is its sentence in the request's language (a validation error carries the
 * schema's message, the Russian text of docs/product.md for the profile form), `field` the request
 * field it is about, so a form can put it under that field. `error` repeats `message` for callers
 * that read it (the front end's apiErrorMessage does).
 */
export { ErrorBodySchema };
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** A refusal's answer in the language of the request's Accept-Language. */
export function errorBody(error: DomainError, request: Pick<FastifyRequest, 'headers'>): ErrorBody {
  const message = error.textIn(languageOfAcceptLanguage(request.headers['accept-language']));
  const body: ErrorBody = { error: message, message, code: error.code, params: { ...error.params } };
  return error.field === undefined ? body : { ...body, field: error.field };
}

/**
 * One error handler for the whole server: domain refusals get their status and message; input the
 * schemas let through but PostgreSQL refuses is still the caller's (400 or 409, never 500); a
 * database that cannot be reached is a 503 with Retry-After (the request may be sent again);
 * Fastify's own 4xx (rate limit, body too large, bad JSON) pass with their status; anything else
 * is logged and answered with a 500 that hides the details.
 */
export function useErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
    if (isDomainError(err)) {
      if (err.kind === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      // A refusal that says when to try again says it in Retry-After too.
      const seconds = (err.params as { seconds?: unknown }).seconds;
      if (err.kind === 'too_many' && typeof seconds === 'number') reply.header('retry-after', String(seconds));
      return reply.status(STATUS_OF[err.kind]).send(errorBody(err, request));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ reason: err.message }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(errorBody(new DomainError('unavailable', 'server.unavailable', {}), request));
    }
    // Class 22 is bad data, class 23 a broken integrity rule.
    const pgCode = String((err as { code?: unknown }).code ?? '');
    if (/^22[0-9A-Z]{3}$/.test(pgCode)) {
      request.log.warn({ pgCode }, 'database refused a value that passed validation');
      return reply.status(400).send(errorBody(new DomainError('invalid', 'request.out_of_range', {}), request));
    }
    if (/^23[0-9A-Z]{3}$/.test(pgCode)) {
      request.log.warn({ pgCode }, 'database integrity rule refused the request');
      return reply.status(409).send(errorBody(new DomainError('conflict', 'request.conflicts_with_data', {}), request));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody(new DomainError('invalid', 'request.refused', { reason: err.message }), request));
    request.log.error(err);
    return reply.status(500).send(errorBody(new DomainError('unavailable', 'server.internal', {}), request));
  });
}
