import type { FastifyInstance } from 'fastify';
import type { Bot } from 'grammy';
import { ops } from '@booking/contracts';
import { unauthenticated } from '../domain/errors';
import { route } from '../plugins/operation-route';
import { secretMatches, WEBHOOK_SECRET_HEADER } from '../telegram/webhook-secret';

/**
 * POST /telegram/webhook: Telegram delivers the bot's updates here, with the secret given to
 * setWebhook in X-Telegram-Bot-Api-Secret-Token (checked in constant time; wrong or missing: 401
 * and nothing happens). Registered only when TELEGRAM_WEBHOOK_SECRET is set. A 200 tells Telegram
 * the update is done; any failure answers 500 and Telegram delivers it again.
 */
export async function telegramWebhookRoutes(app: FastifyInstance, { bot, secret }: { bot: Bot; secret: string }) {
  route(app, ops.telegramWebhook, async (req) => {
    await bot.handleUpdate(req.body as never);
    return { ok: true as const };
  }, {
    config: { webhook: 'telegram' },
    // The secret first: a caller without it learns nothing about the body's shape.
    preValidation: async (req) => {
      if (!secretMatches(secret, req.headers[WEBHOOK_SECRET_HEADER])) throw unauthenticated('auth.webhook_secret');
    },
  });
}
