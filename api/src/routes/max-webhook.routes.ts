import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { unauthenticated } from '../domain/errors';
import { route } from '../plugins/operation-route';
import { MAX_SECRET_HEADER, secretMatches } from '../telegram/webhook-secret';
import type { Notifier } from '../services/notifications.service';
import { handleMaxMessage, handleMaxStarted, handleMaxStopped } from '../services/max-updates.service';

/**
 * POST /max/webhook: MAX delivers the MAX bot's updates here, with the subscription's secret in
 * X-Max-Bot-Api-Secret (checked in constant time before the body; wrong or missing: 401 and nothing
 * happens). Registered only when MAX_WEBHOOK_SECRET and MAX_BOT_TOKEN are set. An update type MAX does
 * not document is refused (400); the documented ones the bot does not read are answered and left.
 */
export async function maxWebhookRoutes(app: FastifyInstance, { db, notifier, secret }: { db: Database; notifier: Notifier; secret: string }) {
  route(app, ops.maxWebhook, async (req) => {
    const update = req.body;
    switch (update.update_type) {
      case 'bot_started':
        await handleMaxStarted(db, notifier, {
          maxId: update.user.user_id, firstName: update.user.first_name ?? '', payload: update.payload || null,
          locale: update.user_locale ?? null, timestamp: update.timestamp,
        });
        break;
      case 'bot_stopped':
        await handleMaxStopped(db, update.user.user_id);
        break;
      case 'message_created':
        await handleMaxMessage(db, notifier, {
          senderId: update.message.sender?.user_id ?? null, attachments: update.message.body.attachments ?? [],
          mid: update.message.body.mid ?? null, locale: update.user_locale ?? null, timestamp: update.timestamp,
        });
        break;
      default:
        break;
    }
    return { ok: true as const };
  }, {
    config: { webhook: 'max' },
    preValidation: async (req) => {
      if (!secretMatches(secret, req.headers[MAX_SECRET_HEADER])) throw unauthenticated('auth.webhook_secret');
    },
  });
}
