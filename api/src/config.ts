import path from 'node:path';
import { parseTestClock } from './domain/clock';

/** A token that is clearly not a real bot's: used when BOT_TOKEN is unset, with a warning. */
export const DEMO_BOT_TOKEN = 'demo-bot-token-not-for-production';

export interface Config {
  port: number;
  host: string;
  botToken: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections of this process (DB_POOL_SIZE, default 10). */
  dbPoolSize: number;
  /** How long a request waits for a PostgreSQL connection before it is answered 503 (DB_CONNECT_TIMEOUT_MS, default 5000). */
  dbConnectTimeoutMs: number;
  /** How long a PostgreSQL statement's answer may take before its connection is dropped and the request answered 503 (DB_QUERY_TIMEOUT_MS, default 30000; 0: no limit). */
  dbQueryTimeoutMs: number;
  /** On SIGTERM, how long in-flight requests and jobs may take before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  dataDir: string;
  /** Demo sign-in and demo data (DEMO=1; by default only when BOT_TOKEN is unset, i.e. on the public demo token). */
  demo: boolean;
  /**
   * Addresses of the balancer whose X-Forwarded-For is believed (TRUST_PROXY: a comma list of
   * addresses or CIDR ranges, e.g. 127.0.0.1); unset: none, the caller is the socket's peer.
   */
  trustProxy: string[];
  initDataMaxAge: number;
  /** Browser origins allowed to call the API cross-origin; empty: same origin only. */
  corsOrigins: string[];
  /**
   * Future active bookings one client may hold with one master whose plan has a monthly limit
   * (MAX_ACTIVE_PER_CLIENT, default 3; 0 turns the rule off).
   */
  maxActivePerClient: number;
  /** Mutating requests per caller per minute; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  /** Count the master's figures from the bookings at each read (SPEED_PLAIN=figures) instead of the rows kept ahead: speed/figures. */
  plainFigures: boolean;
  /**
   * Check every response against its route's schema (RESPONSE_VALIDATION; default on under tests,
   * NODE_ENV=test, and `npm run dev`); a mismatch is a 500 naming the field, so a drift shows at once.
   */
  validateResponses: boolean;
  /**
   * TEST_CLOCK (tests only): the server's clock starts at this instant instead of the machine's
   * time (domain/clock.ts); refused when NODE_ENV=production.
   */
  testClock: ReturnType<typeof parseTestClock> | undefined;
  /**
   * The bot (the issue's TELEGRAM_* variables): the webhook's secret (unset: the webhook route is
   * off), the Bot API's base URL (tests point it at a local stand-in), the bot's username for
   * startapp links, and the minutes before a booking's start at which reminders go.
   */
  telegramWebhookSecret: string | undefined;
  telegramApiRoot: string;
  /**
   * The deployment's public origin (PUBLIC_ORIGIN, `https://host[:port]`): absolute addresses (the
   * calendar feed, signed links, the share card's photo) are built from it. Unset: the server's own
   * `http://HOST:PORT` outside production; null in production, where those addresses are refused.
   */
  publicOrigin: string | null;
  botUsername: string;
  reminderOffsets: number[];
  /** Catalogue reads per guest address per minute (GUEST_READS_PER_MINUTE, default 300; 0 turns the limit off). */
  guestReadsPerMinute: number;
  /**
   * Sign-in by phone: SMS.ru's key (SMS_RU_API_ID; unset: codes go to the server's log in demo
   * mode, and web sign-in is off outside it), its API's base (SMS_API_ROOT, default https://sms.ru;
   * tests point it at a stand-in), and the dialling codes codes may go to (SMS_COUNTRIES, a comma
   * list such as 7,375; default 7), which keeps SMS pumping to premium numbers out.
   */
  smsRuApiId: string | undefined;
  smsApiRoot: string;
  smsCountries: string[];
  /** Whether people may sign in by phone here: with SMS_RU_API_ID, or in demo mode. */
  webSignIn: boolean;
  /**
   * MAX, VK's messenger: its bot's token (MAX_BOT_TOKEN; it signs the mini app's init data too;
   * unset: MAX is off, and its init data is refused), the bot's public name for max.ru links and
   * open_app buttons (MAX_BOT_NAME, default the Telegram bot's username), the webhook's secret
   * (MAX_WEBHOOK_SECRET; unset: the webhook route is off) and the Bot API's base (MAX_API_ROOT,
   * default https://platform-api2.max.ru; tests point it at a stand-in).
   */
  maxBotToken: string | undefined;
  maxBotName: string;
  maxWebhookSecret: string | undefined;
  maxApiRoot: string;
  /**
   * Deposits through each master's own ЮKassa shop: ЮKassa's API base (YOOKASSA_API_ROOT, default
   * https://api.yookassa.ru/v3; tests point it at a stand-in), the key the masters' shop keys are
   * encrypted with (PAYMENTS_ENCRYPTION_KEY: 32 random bytes in base64, `openssl rand -base64 32`;
   * unset: deposits are off and no shop can be connected), and how long an unpaid hold keeps its
   * time (PAYMENT_HOLD_MINUTES, default 15).
   */
  yookassaApiRoot: string;
  paymentsEncryptionKey: Buffer | undefined;
  paymentHoldMinutes: number;
  /**
   * 'Про' paid in rubles outside Telegram, through the product's own ЮKassa shop: its id and key
   * (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY; either unset: rubles are off and the plans page says
   * paying works in Telegram), and whether ЮKassa has allowed the shop to save cards for
   * automatic charges (YOOKASSA_AUTOPAYMENTS=true; default off: each period is paid by hand, after
   * a reminder).
   */
  productShop: { shopId: string; secretKey: string } | undefined;
  yookassaAutopayments: boolean;
}

/** PAYMENTS_ENCRYPTION_KEY: 32 bytes in base64 (AES-256-GCM's key). */
function encryptionKey(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/]+=*$/.test(value.trim())) {
    throw new Error('PAYMENTS_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)');
  }
  return key;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/** A comma list of positive whole minutes ('1440,120'); empty: none. */
function minuteList(name: string, value: string | undefined, fallback: number[]): number[] {
  if (value === undefined) return fallback;
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
  for (const p of parts) if (!/^[1-9]\d{0,5}$/.test(p)) throw new Error(`${name} must be a comma list of minutes such as 1440,120, got "${value}"`);
  return [...new Set(parts.map(Number))].sort((a, b) => b - a);
}

/**
 * A deployment (NODE_ENV=production) must not start with a door anyone can open: the demo token is
 * public (anyone could sign init data as anyone), demo sign-in signs init data for the seeded
 * owner of business 1, and without the webhook's secret paid plans could never be activated.
 */
function refuseDemoInProduction(env: NodeJS.ProcessEnv, botToken: string, demo: boolean): void {
  const why: string[] = [];
  if (botToken === DEMO_BOT_TOKEN) why.push('BOT_TOKEN is unset or the public demo token: anyone could sign init data as any user');
  if (demo) why.push('DEMO is on: /api/demo/init-data would sign in anyone as the seeded users');
  if (!env.TELEGRAM_WEBHOOK_SECRET) why.push('TELEGRAM_WEBHOOK_SECRET is unset: Telegram could not deliver payments, so paid plans would never activate');
  if (why.length) throw new Error(`Refusing to start with NODE_ENV=production:\n- ${why.join('\n- ')}`);
}

/**
 * What `npm run backup` and `npm run restore` need (scripts/backup.ts, restore.ts): the database
 * (DATABASE_URL, else PGlite in DATA_DIR), DATA_DIR's uploads, and where backups go (BACKUP_DIR,
 * default DATA_DIR/backups; an argument overrides it).
 */
export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env): { databaseUrl: string | undefined; dataDir: string; backupDir: string } {
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir, backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')) };
}

/** PUBLIC_ORIGIN as an origin (no path, no trailing slash); https only in production. */
function publicOrigin(env: NodeJS.ProcessEnv, host: string, port: number): string | null {
  const production = env.NODE_ENV === 'production';
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) return production ? null : `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const m = /^(https?):\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/?$/.exec(value);
  if (!m || (production && m[1] !== 'https')) {
    throw new Error(`PUBLIC_ORIGIN must be the deployment's address such as https://booking.example.org${production ? ' (https in production)' : ''}, got "${value}"`);
  }
  return value.replace(/\/$/, '');
}

/** SMS_COUNTRIES: dialling codes without the plus ('7,375'); default 7. */
function dialCodes(value: string | undefined): string[] {
  const codes = (value ?? '7').split(',').map((c) => c.trim().replace(/^\+/, '')).filter(Boolean);
  for (const c of codes) if (!/^[1-9]\d{0,3}$/.test(c)) throw new Error(`SMS_COUNTRIES must be a comma list of dialling codes such as 7,375, got "${value}"`);
  return codes.length ? codes : ['7'];
}

/** Reads the environment once; fails loudly on values that make no sense. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const botToken = env.BOT_TOKEN || DEMO_BOT_TOKEN;
  if (env.TEST_CLOCK && env.NODE_ENV === 'production') throw new Error('TEST_CLOCK is for tests only and is refused when NODE_ENV=production');
  if (env.TELEGRAM_WEBHOOK_SECRET && !/^[A-Za-z0-9_-]{1,256}$/.test(env.TELEGRAM_WEBHOOK_SECRET)) {
    throw new Error('TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and - (what Telegram accepts as secret_token)');
  }
  if (env.MAX_WEBHOOK_SECRET && !/^[A-Za-z0-9_-]{5,256}$/.test(env.MAX_WEBHOOK_SECRET)) {
    throw new Error('MAX_WEBHOOK_SECRET must be 5-256 characters of A-Z, a-z, 0-9, _ and - (what MAX accepts as a subscription secret)');
  }
  const demo = flag(env.DEMO, !env.BOT_TOKEN);
  if (env.NODE_ENV === 'production') refuseDemoInProduction(env, botToken, demo);
  if (!env.BOT_TOKEN) console.warn('BOT_TOKEN is not set: using the public demo token, with demo sign-in; do not run this in production.');
  const port = positiveInt('PORT', env.PORT, 8080);
  const host = env.HOST || '127.0.0.1';
  const origin = publicOrigin(env, host, port);
  if (origin === null) console.warn('PUBLIC_ORIGIN is not set: calendar feeds, signed links and the share card’s photo are refused until it is.');
  if (!env.SMS_RU_API_ID) {
    console.warn(demo
      ? 'SMS_RU_API_ID is not set: sign-in codes are written to this log (demo mode), not texted.'
      : 'SMS_RU_API_ID is not set: sign-in by phone is off (only Telegram signs people in).');
  }
  return {
    port,
    host,
    botToken,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: positiveInt('DB_POOL_SIZE', env.DB_POOL_SIZE, 10),
    dbConnectTimeoutMs: positiveInt('DB_CONNECT_TIMEOUT_MS', env.DB_CONNECT_TIMEOUT_MS, 5_000),
    dbQueryTimeoutMs: env.DB_QUERY_TIMEOUT_MS === '0' ? 0 : positiveInt('DB_QUERY_TIMEOUT_MS', env.DB_QUERY_TIMEOUT_MS, 30_000),
    shutdownTimeoutMs: positiveInt('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 20_000),
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    demo,
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    initDataMaxAge: positiveInt('INIT_DATA_MAX_AGE', env.INIT_DATA_MAX_AGE, 86400),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    maxActivePerClient: env.MAX_ACTIVE_PER_CLIENT === '0' ? 0 : positiveInt('MAX_ACTIVE_PER_CLIENT', env.MAX_ACTIVE_PER_CLIENT, 3),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE === '0' ? 0 : positiveInt('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 600),
    validateResponses: flag(env.RESPONSE_VALIDATION, env.NODE_ENV === 'test'),
    testClock: env.TEST_CLOCK ? parseTestClock(env.TEST_CLOCK) : undefined,
    telegramWebhookSecret: env.TELEGRAM_WEBHOOK_SECRET || undefined,
    telegramApiRoot: (env.TELEGRAM_API_ROOT || 'https://api.telegram.org').replace(/\/+$/, ''),
    publicOrigin: origin,
    botUsername: env.BOT_USERNAME || env.PUBLIC_BOT_USERNAME || 'booking_demo_bot',
    plainFigures: (env.SPEED_PLAIN ?? '').split(',').includes('figures'),
    reminderOffsets: minuteList('REMINDER_OFFSETS', env.REMINDER_OFFSETS, [1440, 120]),
    guestReadsPerMinute: env.GUEST_READS_PER_MINUTE === '0' ? 0 : positiveInt('GUEST_READS_PER_MINUTE', env.GUEST_READS_PER_MINUTE, 300),
    smsRuApiId: env.SMS_RU_API_ID || undefined,
    smsApiRoot: (env.SMS_API_ROOT || 'https://sms.ru').replace(/\/+$/, ''),
    smsCountries: dialCodes(env.SMS_COUNTRIES),
    webSignIn: Boolean(env.SMS_RU_API_ID) || demo,
    maxBotToken: env.MAX_BOT_TOKEN || undefined,
    maxBotName: (env.MAX_BOT_NAME || env.BOT_USERNAME || env.PUBLIC_BOT_USERNAME || 'booking_demo_bot').replace(/^@/, ''),
    maxWebhookSecret: env.MAX_WEBHOOK_SECRET || undefined,
    maxApiRoot: (env.MAX_API_ROOT || 'https://platform-api2.max.ru').replace(/\/+$/, ''),
    yookassaApiRoot: (env.YOOKASSA_API_ROOT || 'https://api.yookassa.ru/v3').replace(/\/+$/, ''),
    paymentsEncryptionKey: encryptionKey(env.PAYMENTS_ENCRYPTION_KEY),
    paymentHoldMinutes: positiveInt('PAYMENT_HOLD_MINUTES', env.PAYMENT_HOLD_MINUTES, 15),
    productShop: env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY ? { shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY } : undefined,
    yookassaAutopayments: env.YOOKASSA_AUTOPAYMENTS === 'true' || env.YOOKASSA_AUTOPAYMENTS === '1',
  };
}
