import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seedDemo } from '../src/db/seed';
import { signInitData } from '../src/auth/init-data';
import { startBotApiStandin, type BotApiStandin } from '../test-support/bot-api-standin';
import { startSmsRuStandin, type SmsRuStandin } from '../test-support/sms-ru-standin';
import { nowSeconds } from '../src/domain/clock';

export const TEST_BOT_TOKEN = 'test-bot-token';

/**
 * A fresh database per test file: in-memory PGlite by default, or, when TEST_DATABASE_URL is set,
 * a new database created on that PostgreSQL server (dropped afterwards).
 */
export async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openDatabase({ dataDir: null });
    return { db, drop: () => db.close() };
  }
  const name = `booking_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The Bot API stand-in this app's bot talks to (Telegram is never called from tests). */
  telegram: BotApiStandin;
  /** The SMS.ru stand-in this app texts through, when the file asked for one (`{ sms: true }`). */
  sms: SmsRuStandin;
}

/** Builds the app on a migrated, seeded database; closes everything after the file. */
export function useApp(overrides: Partial<Config> = {}, options: { sms?: boolean } = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    ctx.db = fresh.db;
    ctx.telegram = await startBotApiStandin();
    ctx.config = { ...loadConfig({ BOT_TOKEN: TEST_BOT_TOKEN }), demo: true, validateResponses: true, telegramApiRoot: ctx.telegram.apiRoot, ...overrides };
    if (options.sms) {
      ctx.sms = await startSmsRuStandin();
      ctx.config = { ...ctx.config, smsRuApiId: ctx.sms.apiId, smsApiRoot: ctx.sms.apiRoot, webSignIn: true, ...overrides };
    }
    await migrate(ctx.db);
    await seedDemo(ctx.db);
    ctx.app = await buildApp(ctx.config, ctx.db);
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.telegram?.close();
    await ctx.sms?.close();
    await drop();
  });
  return ctx;
}

/** Init data for a Telegram user, signed with the test token (or another, to forge it). */
export function initDataFor(
  user: { id: number; first_name?: string },
  opts: { token?: string; authDate?: number } = {},
): string {
  return signInitData(
    {
      // The server's clock, which a test may have set (src/domain/clock.ts).
      auth_date: String(opts.authDate ?? nowSeconds()),
      user: JSON.stringify({ first_name: 'Test', ...user }),
    },
    opts.token ?? TEST_BOT_TOKEN,
  );
}

export const ANNA = 100001;
export const BORIS = 100002;

/** Telegram updates as the Bot API delivers them to the webhook (only the fields the bot reads). */
export const updates = {
  preCheckout: (updateId: number, from: number, q: { payload: string; amount: number; currency?: string }) => ({
    update_id: updateId,
    pre_checkout_query: { id: `pcq-${updateId}`, from: { id: from, is_bot: false, first_name: 'Плательщик' }, currency: q.currency ?? 'XTR', total_amount: q.amount, invoice_payload: q.payload },
  }),
  successfulPayment: (updateId: number, from: number, p: { payload: string; amount: number; charge: string; currency?: string; recurring?: 'first' | 'renewal' }) => ({
    update_id: updateId,
    message: {
      message_id: updateId, date: 1, chat: { id: from, type: 'private' }, from: { id: from, is_bot: false, first_name: 'Плательщик' },
      successful_payment: {
        currency: p.currency ?? 'XTR', total_amount: p.amount, invoice_payload: p.payload, telegram_payment_charge_id: p.charge, provider_payment_charge_id: '',
        ...(p.recurring ? { is_recurring: true, is_first_recurring: p.recurring === 'first', subscription_expiration_date: 2_000_000_000 } : {}),
      },
    },
  }),
};
