import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DayCache } from '../speed/day-cache';
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
import { waitlistRoutes } from './waitlist.routes';
import type { Bot } from 'grammy';
import type { Notifier } from '../services/notifications.service';
import type { StarsGateway } from '../services/subscriptions.service';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { health, ready } from '../services/system.service';
import { schemas } from '@booking/shared';

/** Every route of spec section 7, registered under /api by app.ts. */
export async function apiRoutes(app: FastifyInstance, { db, config, dayCache, notifier, bot, stars }: { db: Database; config: Config; dayCache: DayCache; notifier: Notifier; bot: Bot; stars: StarsGateway }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/health', { config: { public: true }, schema: { summary: 'Liveness and the database kind', tags: ['system'], response: { 200: schemas.HealthSchema } } }, async () => health(db));
  api.get('/health/ready', { config: { public: true }, schema: { summary: 'Readiness: the database answers (503 with Retry-After when it does not)', tags: ['system'], response: { 200: schemas.HealthSchema } } }, async () => ready(db));
  await api.register(catalogRoutes, { db });
  await api.register(bookingRoutes, { db, notifier, config });
  await api.register(bookingCreateRoutes, { db, notifier, config });
  await api.register(waitlistRoutes, { db });
  await api.register(timetableRoutes, { db, dayCache });
  await api.register(timeslotRoutes, { db });
  await api.register(serviceRoutes, { db });
  await api.register(planRoutes, { db, stars });
  await api.register(registrationRoutes, { db });
  await api.register(masterBookingRoutes, { db, notifier });
  await api.register(documentRoutes, { db, config });
  await api.register(userRoutes, { db });
  if (config.demo) await api.register(demoRoutes, { config });
  // The bot's webhook exists only with its secret (TELEGRAM_WEBHOOK_SECRET).
  if (config.telegramWebhookSecret) await api.register(telegramWebhookRoutes, { bot, secret: config.telegramWebhookSecret });
}
