import { DemoInitDataRequestSchema, DemoInitDataSchema, DemoUserListSchema, HealthSchema, TelegramUpdateSchema, WebhookDoneSchema } from '../schemas';
import { operation } from './operation';

export const health = operation({
  method: 'GET', path: '/health', public: true, summary: 'Liveness and the database kind', tags: ['system'], response: { 200: HealthSchema },
});

export const healthReady = operation({
  method: 'GET', path: '/health/ready', public: true, tags: ['system'], response: { 200: HealthSchema },
  summary: 'Readiness: the database answers (503 with Retry-After when it does not)',
});

/** DEMO on only: the seeded people the demo picker offers. */
export const listDemoUsers = operation({
  method: 'GET', path: '/demo/users', public: true, summary: 'Seeded demo users (DEMO on only)', tags: ['demo'], response: { 200: DemoUserListSchema },
});

/** DEMO on only: init data signed for a seeded user, never for an arbitrary id. */
export const demoInitData = operation({
  method: 'POST', path: '/demo/init-data', public: true, summary: 'Init data signed for a seeded demo user (DEMO on only)', tags: ['demo'],
  body: DemoInitDataRequestSchema, response: { 200: DemoInitDataSchema },
});

/** Telegram's servers deliver the bot's updates here, with their own secret header (not init data). */
export const telegramWebhook = operation({
  method: 'POST', path: '/telegram/webhook', public: true, tags: ['bot'],
  summary: 'Telegram delivers the bot’s updates (header X-Telegram-Bot-Api-Secret-Token)',
  body: TelegramUpdateSchema, response: { 200: WebhookDoneSchema },
});
