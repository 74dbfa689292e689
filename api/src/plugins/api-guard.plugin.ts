import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The spec's cancel is a GET that changes data: it is limited like the other writes. */
const isWrite = (req: FastifyRequest) => MUTATING.has(req.method) || /\/cancel(\?|$)/.test(req.url);

/**
 * Registered inside /api only: security headers for JSON responses (the front end served beside
 * it keeps its own, since Telegram Web must be able to frame it), CORS limited to the configured
 * origins, and a per-caller rate limit on writes.
 */
export async function apiGuardPlugin(api: FastifyInstance, { config }: { config: Config }) {
  // helmet's middleware, built once (@fastify/helmet builds it again on every request: 4% of a
  // booking request's CPU in bench:api), applied to the raw response before the route runs.
  const securityHeaders = helmet();
  api.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  await api.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, allowedHeaders: ['content-type', 'x-telegram-init-data', 'ngrok-skip-browser-warning'] });
  if (config.rateLimitPerMinute > 0) {
    await api.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // Reads are cheap and cached; writes are what an abuser would hammer.
      allowList: (req) => !isWrite(req),
      keyGenerator: (req) => (req.caller ? `user:${req.caller.id}` : `ip:${req.ip}`),
      // Thrown to the one error handler, which sends { error } like every other 4xx.
      errorResponseBuilder: (_req, ctx) =>
        Object.assign(new Error(`Слишком много запросов. Повторите через ${Math.ceil(ctx.ttl / 1000)} с.`), { statusCode: 429 }),
    });
  }
}
