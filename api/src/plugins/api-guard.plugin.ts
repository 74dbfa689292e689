import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { tooMany } from '../domain/errors';
import type { Config } from '../config';
import { MAX_SECRET_HEADER, secretMatches, WEBHOOK_SECRET_HEADER } from '../telegram/webhook-secret';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The client's cancel is a GET that changes data (kept from the app's first API): it is limited like the other writes. */
const isWrite = (req: FastifyRequest) => MUTATING.has(req.method) || /\/cancel(\?|$)/.test(req.url);

/** A catalogue read made by a guest (nobody signed in): limited per caller address. */
const isGuestRead = (req: FastifyRequest) => req.routeOptions.config.guest === true && req.way === null;

/**
 * Registered inside /api only: security headers for JSON responses (the front end served beside
 * it keeps its own, since Telegram Web must be able to frame it), CORS limited to the configured
 * origins, a per-caller rate limit on writes, and a per-address one on guests' catalogue reads.
 */
export async function apiGuardPlugin(api: FastifyInstance, { config }: { config: Config }) {
  const headers = helmetHeaders();
  api.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // No origins configured: same origin only, nothing for CORS to answer.
  if (config.corsOrigins.length > 0) {
    await api.register(cors, { origin: config.corsOrigins, allowedHeaders: ['content-type', 'x-telegram-init-data', 'x-max-init-data', 'x-booking-app', 'x-booking-link', 'ngrok-skip-browser-warning'] });
  }
  // A messenger's updates (Telegram's pre-checkout query must be answered within 10 s) never wait
  // behind anyone's limit: a request to a bot's webhook route (its `webhook` config) with that bot's
  // secret is exempt; a wrong or missing secret counts against the sender like any other write.
  const webhooks = {
    telegram: { secret: config.telegramWebhookSecret, header: WEBHOOK_SECRET_HEADER },
    max: { secret: config.maxWebhookSecret, header: MAX_SECRET_HEADER },
  };
  const fromABot = (req: FastifyRequest) => {
    const which = req.routeOptions.config.webhook;
    const hook = which ? webhooks[which] : undefined;
    return hook?.secret !== undefined && secretMatches(hook.secret, req.headers[hook.header]);
  };
  const writes = config.rateLimitPerMinute;
  const guestReads = config.guestReadsPerMinute;
  if (writes > 0 || guestReads > 0) {
    await api.register(rateLimit, {
      // A limit of 0 is off: that kind of request is let through below, so the number is never used.
      max: (req) => (isGuestRead(req) ? guestReads : writes),
      timeWindow: 60_000,
      // Reads are cheap and cached; writes are what an abuser would hammer, and a guest's reads are
      // what a scraper would (anyone may make them, so they are counted by address).
      allowList: (req) => fromABot(req) || (isGuestRead(req) ? guestReads === 0 : !isWrite(req) || writes === 0),
      keyGenerator: (req) => (isGuestRead(req) ? `guest:${req.ip}` : req.caller ? `user:${req.caller.id}` : `ip:${req.ip}`),
      // Thrown to the one error handler, which answers it like every other refusal (code request.too_many).
      errorResponseBuilder: (_req, ctx) => Object.assign(tooMany('request.too_many', { seconds: Math.ceil(ctx.ttl / 1000) }), { statusCode: 429 }),
    });
  }
}

/**
 * The headers helmet's default middleware sets, taken from it once: with the default options they
 * are the same for every response, and running the middleware (or @fastify/helmet, which builds it
 * again per request) on each response cost about 5% of a booking request's CPU in bench:api.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined, // only X-Powered-By, which Fastify never sets
  };
  helmet()({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
