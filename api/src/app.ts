import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { HttpError, errorBody } from './http-errors';
import { apiRoutes } from './routes';
import { createDayCache } from './domain/day-cache';
import { apiGuardPlugin } from './plugins/api-guard.plugin';
import { authPlugin } from './plugins/auth.plugin';
import { openApiTransform, useValibotSchemas } from './plugins/route-schemas';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';


export interface BuildOptions {
  logger?: boolean;
  /** Registers more routes outside /api (the static front end of `npm start`). */
  extend?: (app: FastifyInstance) => Promise<void>;
}

export async function buildApp(config: Config, db: Database, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Structured pino logs; init data, tokens and cookies are never written (redacted if a
    // serializer ever includes headers). Request ids come from x-request-id when a proxy sets one.
    logger: opts.logger
      ? { level: process.env.LOG_LEVEL || 'info', redact: ['req.headers["x-telegram-init-data"]', 'req.headers.authorization', 'req.headers.cookie', 'botToken', 'config.botToken'] }
      : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });
  // Days read by clients stay in memory until the next write to the database (embedded PGlite only by default).
  const dayCache = createDayCache(config.dayCache ?? db.kind === 'pglite', () => db.changes);
  // Every route declares its input and output with the shared valibot schemas; requests are parsed
  // with them, responses checked against them in tests and development, and /api/docs is made from them.
  useValibotSchemas(app, { validateResponses: config.validateResponses });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Booking mini-app API', version: '0.1.0', description: 'Every request carries Telegram init data in X-Telegram-Init-Data (spec section 7). Errors: { message, error, field? }.' },
      components: { securitySchemes: { telegramInitData: { type: 'apiKey', in: 'header', name: 'X-Telegram-Init-Data' } } },
      security: [{ telegramInitData: [] }],
    },
    transform: openApiTransform as never,
  });

  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send(errorBody(err.message, err.field));
    // Safety net: a value the schemas let through but PostgreSQL refuses is still the caller's
    // input, not a server fault. Class 22 is bad data, class 23 a broken integrity rule.
    const pgCode = String((err as { code?: unknown }).code ?? '');
    if (/^22[0-9A-Z]{3}$/.test(pgCode)) {
      request.log.warn({ pgCode }, 'database refused a value that passed validation');
      return reply.status(400).send(errorBody('Значение в запросе вне допустимого диапазона'));
    }
    if (/^23[0-9A-Z]{3}$/.test(pgCode)) {
      request.log.warn({ pgCode }, 'database integrity rule refused the request');
      return reply.status(409).send(errorBody('Запрос противоречит уже сохранённым данным'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody(err.message));
    request.log.error(err);
    return reply.status(500).send(errorBody('Внутренняя ошибка сервера'));
  });

  await authPlugin(app, { config, db });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(errorBody(`Не найдено: ${request.method} ${request.url.split('?')[0]}`)),
      );
      // Called on the /api scope itself (not registered as a child), so its hooks cover every API route.
      await apiGuardPlugin(api, { config });
      await api.register(apiRoutes, { db, config, dayCache });
    },
    { prefix: '/api' },
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  if (opts.extend) await opts.extend(app);
  return app;
}
