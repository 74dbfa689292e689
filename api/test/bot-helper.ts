import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config';
import { setClock } from '../src/domain/clock';
import { createOutboxRunner } from '../src/services/outbox-runner';
import { botSender, createBot } from '../src/telegram/bot';
import { smsRuSender } from '../src/sms/sms';
import { startBotApiStandin } from '../test-support/bot-api-standin';
import { useApp } from './helper';

/** The webhook secret of {@link useBotApp}'s app (Telegram sends it with each update). */
export const WEBHOOK_SECRET = 'test-webhook-secret';
/** The runners' log: quiet, unless BOT_TEST_LOG is set. */
export const botTestLog = process.env.BOT_TEST_LOG ? console : { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * A test file's app whose bot talks to a Bot API stand-in (Telegram is never called from tests), with
 * the server's clock at `at` for the file (the demo data is seeded from it). `runner` makes a runner
 * of the test's own: the one before it lets the dispatch lease go first, as a stopping process does;
 * `drain` sends every message due.
 */
export async function useBotApp(at: Date, overrides: Partial<Config> = {}, options: { sms?: boolean } = {}) {
  beforeAll(() => setClock(at));
  afterAll(() => setClock(null));
  const standin = await startBotApiStandin();
  afterAll(() => standin.close());
  const ctx = useApp({ telegramApiRoot: standin.apiRoot, telegramWebhookSecret: WEBHOOK_SECRET, botUsername: 'lime_booking_bot', rateLimitPerMinute: 0, ...overrides }, options);
  const runner = async (runnerOptions: Parameters<typeof createOutboxRunner>[2] = {}) => {
    await ctx.db.query('DELETE FROM runner_leases');
    // With an SMS stand-in, the runner texts through it, as the server's does through SMS.ru.
    const sms = ctx.sms ? { sms: smsRuSender(ctx.sms.apiId, ctx.sms.apiRoot), publicOrigin: ctx.config.publicOrigin, linkSecret: ctx.config.botToken } : {};
    return createOutboxRunner(ctx.db, botSender(createBot(ctx.config)), { perSecond: 1000, perChatMs: 0, log: botTestLog, ...sms, ...runnerOptions });
  };
  const drain = async () => {
    const r = await runner();
    for (let i = 0; i < 50 && (await r.tick()); i++);
  };
  /** A person who came by phone through the SMS stand-in (`{ sms: true }`): their session cookie and id. */
  const phonePerson = async (phone: string, name: string) => {
    const app = { 'x-booking-app': '1' };
    await ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers: app, payload: { name, phone } });
    const code = /^(\d{6}) /.exec(ctx.sms.lastTo(phone)!.text)![1]!;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: app, payload: { phone, code } });
    const cookie = String(([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('booking_session='))).split(';')[0]!;
    return { cookie, id: res.json().person.id as number };
  };
  return { ctx, standin, runner, drain, phonePerson };
}
