import { DemoInitDataRequestSchema, DemoInitDataSchema, DemoUserListSchema, HealthSchema, MaxUpdateSchema, TelegramUpdateSchema, WebhookDoneSchema } from '../schemas';
import { operation } from './operation';

export const health = operation({
  method: 'GET', path: '/health', public: true, response: { 200: HealthSchema },
});

export const healthReady = operation({
  method: 'GET', path: '/health/ready', public: true, response: { 200: HealthSchema },
});

/** DEMO on only: the seeded people the demo picker offers. */
export const listDemoUsers = operation({
  method: 'GET', path: '/demo/users', public: true, response: { 200: DemoUserListSchema },
});

/** DEMO on only: init data signed for a seeded user, never for an arbitrary id. */
export const demoInitData = operation({
  method: 'POST', path: '/demo/init-data', public: true,
  body: DemoInitDataRequestSchema, response: { 200: DemoInitDataSchema },
});

/** Telegram's servers deliver the bot's updates here, with their own secret header (not init data). */
export const telegramWebhook = operation({
  method: 'POST', path: '/telegram/webhook', public: true,
  body: TelegramUpdateSchema, response: { 200: WebhookDoneSchema },
});

/** MAX's servers deliver the MAX bot's updates here, with the subscription's secret in X-Max-Bot-Api-Secret (not init data). */
export const maxWebhook = operation({
  method: 'POST', path: '/max/webhook', public: true,
  body: MaxUpdateSchema, response: { 200: WebhookDoneSchema },
});
