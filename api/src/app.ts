import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { errorBody, useErrorHandler } from './plugins/error-handler.plugin';
import { notFound } from './domain/errors';
import { apiRoutes } from './routes';
import type { Bot } from 'grammy';
import { createBot } from './telegram/bot';
import { handleBotUpdates } from './telegram/bot-handlers';
import { handleReachUpdates } from './telegram/business-handlers';
import { starsGateway } from './telegram/stars';
import type { StarsGateway } from './services/subscriptions.service';
import { createNotifier, type Notifier } from './services/notifications.service';
import { apiGuardPlugin } from './plugins/api-guard.plugin';
import { authPlugin } from './plugins/auth.plugin';
import { openApiTransform, useValibotSchemas } from './plugins/route-schemas';
import { logSender, smsRuSender, type SmsSender } from './sms/sms';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';


export interface BuildOptions {
  logger?: boolean;
  /** The bot's outbox side (server.ts wakes its runner through it); made from the config when absent. */
  notifier?: Notifier;
  /** The bot (grammY); made from the config when absent. */
  bot?: Bot;
  /** Telegram Stars; through the bot when absent. */
  stars?: StarsGateway;
  /** Text messages; SMS.ru with SMS_RU_API_ID, the log in demo mode without it, none otherwise. */
  sms?: SmsSender | null;
  /** Registers more routes outside /api (the static front end of `npm start`). */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/** SMS.ru with its key; without one, in demo mode, the log (so a newcomer can sign in); otherwise none. */
export function smsSender(config: Config): SmsSender | null {
  if (config.smsRuApiId) return smsRuSender(config.smsRuApiId, config.smsApiRoot);
  // The demo's codes are read off the server's output.
  return config.demo ? logSender((line) => console.warn(line)) : null;
}

export async function buildApp(config: Config, db: Database, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Structured pino logs; init data, tokens and cookies are never written (redacted if a
    // serializer ever includes headers). Request ids come from x-request-id when a proxy sets one.
    logger: opts.logger
      ? { level: process.env.LOG_LEVEL || 'info', redact: ['req.headers["x-telegram-init-data"]', 'req.headers["x-max-init-data"]', 'res.headers["set-cookie"]', 'req.headers.authorization', 'req.headers.cookie', 'botToken', 'config.botToken', 'config.maxBotToken'] }
      : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the configured balancer (TRUST_PROXY), so the rate
    // limit counts per real caller behind it and nobody else can pick the address they count under.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  // Every route declares its input and output with the shared valibot schemas; requests are parsed
  // with them, responses checked against them in tests and development, and /api/docs is made from them.
  useValibotSchemas(app, { validateResponses: config.validateResponses });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Booking mini-app API', version: '0.1.0', description: 'Every request carries Telegram init data in X-Telegram-Init-Data (docs/product.md, API paths). Errors: { code, params, message, error, field? } (message in the Accept-Language: English for en*, else Russian).' },
      components: { securitySchemes: { telegramInitData: { type: 'apiKey', in: 'header', name: 'X-Telegram-Init-Data' } } },
      security: [{ telegramInitData: [] }],
    },
    transform: openApiTransform as never,
  });

  useErrorHandler(app);

  await authPlugin(app, { config, db });
  const notifier = opts.notifier ?? createNotifier(config);
  const bot = opts.bot ?? createBot(config);
  const stars = opts.stars ?? starsGateway(bot);
  const sms = opts.sms !== undefined ? opts.sms : smsSender(config);
  handleBotUpdates(bot, db, notifier, stars);
  handleReachUpdates(bot, db, notifier, { botUsername: config.botUsername, publicOrigin: config.publicOrigin });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(errorBody(notFound('not_found.route', { method: request.method, path: request.url.split('?')[0] ?? '' }), request)),
      );
      // Called on the /api scope itself (not registered as a child), so its hooks cover every API route.
      await apiGuardPlugin(api, { config });
      await api.register(apiRoutes, { db, config, notifier, bot, stars, sms });
    },
    { prefix: '/api' },
  );
  // The OpenAPI page's own routes are public: marked as they are registered, like every public route.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  if (opts.extend) await opts.extend(app);
  return app;
}
