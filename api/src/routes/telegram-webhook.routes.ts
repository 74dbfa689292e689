import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { Bot } from 'grammy';
import { unauthenticated } from '../domain/errors';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { secretMatches, WEBHOOK_SECRET_HEADER } from '../telegram/webhook-secret';

/** An update as Telegram sends it: an object with its id (the rest is grammY's to read). */
const UpdateSchema = v.looseObject({ update_id: v.pipe(v.number(), v.integer(), v.minValue(0)) });
const Ok = v.object({ ok: v.literal(true) });


/**
 * POST /telegram/webhook: Telegram delivers the bot's updates here, with the secret given to
 * setWebhook in X-Telegram-Bot-Api-Secret-Token (checked in constant time; wrong or missing: 401
 * and nothing happens). Registered only when TELEGRAM_WEBHOOK_SECRET is set. A 200 tells Telegram
 * the update is done; any failure answers 500 and Telegram delivers it again.
 */
export async function telegramWebhookRoutes(app: FastifyInstance, { bot, secret }: { bot: Bot; secret: string }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.post('/telegram/webhook', {
    config: { public: true },
    schema: { summary: 'Telegram delivers the bot’s updates (header X-Telegram-Bot-Api-Secret-Token)', tags: ['bot'], body: UpdateSchema, response: { 200: Ok } },
    // The secret first: a caller without it learns nothing about the body's shape.
    preValidation: async (req) => {
      if (!secretMatches(secret, req.headers[WEBHOOK_SECRET_HEADER])) throw unauthenticated('Неверный секрет вебхука Telegram');
    },
  }, async (req) => {
    await bot.handleUpdate(req.body as never);
    return { ok: true as const };
  });
}
