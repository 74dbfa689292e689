import { depositRoutes } from './deposit.routes';
import { paymentsOf } from '../services/deposits.service';
import { planShopOf } from '../services/plan-rubles.service';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { catalogRoutes } from './catalog.routes';
import { bookingRoutes } from './booking.routes';
import { bookingCreateRoutes } from './booking-create.routes';
import { timetableRoutes } from './timetable.routes';
import { timeslotRoutes } from './timeslot.routes';
import { serviceRoutes } from './service.routes';
import { planRoutes } from './plan.routes';
import { registrationRoutes } from './registration.routes';
import { masterBookingRoutes } from './master-booking.routes';
import { documentRoutes } from './document.routes';
import { userRoutes } from './user.routes';
import { demoRoutes } from './demo.routes';
import { telegramWebhookRoutes } from './telegram-webhook.routes';
import { maxWebhookRoutes } from './max-webhook.routes';
import { waitlistRoutes } from './waitlist.routes';
import { bookingMoveRoutes } from './booking-move.routes';
import { analyticsRoutes } from './analytics.routes';
import { reachRoutes } from './reach.routes';
import { signInRoutes } from './sign-in.routes';
import type { SmsSender } from '../sms/sms';
import type { Bot } from 'grammy';
import type { Notifier } from '../services/notifications.service';
import type { StarsGateway } from '../services/subscriptions.service';
import { ops } from '@booking/contracts';
import { route } from '../plugins/operation-route';
import { health, ready } from '../services/system.service';

/** Every route of docs/product.md, API paths, registered under /api by app.ts. */
export async function apiRoutes(
  app: FastifyInstance,
  { db, config, notifier, bot, stars, sms }: { db: Database; config: Config; notifier: Notifier; bot: Bot; stars: StarsGateway; sms: SmsSender | null },
) {
  route(app, ops.health, async () => health(db));
  route(app, ops.healthReady, async () => ready(db));
  await app.register(catalogRoutes, { db });
  await app.register(bookingRoutes, { db, notifier });
  const payments = paymentsOf(config);
  await app.register(bookingCreateRoutes, { db, notifier, config, payments });
  const planShop = planShopOf(config);
  await app.register(depositRoutes, { db, notifier, payments, planShop, stars });
  await app.register(waitlistRoutes, { db });
  await app.register(timetableRoutes, { db });
  await app.register(timeslotRoutes, { db });
  await app.register(serviceRoutes, { db });
  await app.register(planRoutes, { db, stars, planShop, notifier });
  await app.register(registrationRoutes, { db });
  await app.register(masterBookingRoutes, { db, notifier });
  await app.register(bookingMoveRoutes, { db, notifier, config });
  await app.register(analyticsRoutes, { db, config });
  await app.register(documentRoutes, { db, config });
  await app.register(userRoutes, { db });
  await app.register(reachRoutes, { db, config, bot });
  await app.register(signInRoutes, { db, config, sms });
  if (config.demo) await app.register(demoRoutes, { config });
  // The bot's webhook exists only with its secret (TELEGRAM_WEBHOOK_SECRET).
  if (config.telegramWebhookSecret) await app.register(telegramWebhookRoutes, { bot, secret: config.telegramWebhookSecret });
  // MAX's, with its secret and its bot's token (MAX_WEBHOOK_SECRET, MAX_BOT_TOKEN).
  if (config.maxWebhookSecret && config.maxBotToken) await app.register(maxWebhookRoutes, { db, notifier, secret: config.maxWebhookSecret });
}
