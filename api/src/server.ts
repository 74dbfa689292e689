import { loadConfig } from './config';
import { setClock } from './domain/clock';
import { openDatabase } from './db/database';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrations';
import { seedDemo } from './db/seed';
import { keepStatistics } from './db/maintenance';
import { serveBackups } from './ops/backup-socket';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, smsSender } from './app';
import { createNotifier } from './services/notifications.service';
import { createOutboxRunner } from './services/outbox-runner';
import { paymentsOf, startDepositRunner } from './services/deposits.service';
import { planShopOf, startPlanRunner } from './services/plan-rubles.service';
import { starsGateway } from './telegram/stars';

/** A poll interval from the environment (tests shorten it), else its default. */
const positiveMs = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
import { keepUploadsSwept, uploadsDir } from './services/documents.service';
import { botSender, createBot } from './telegram/bot';
import { createMaxBot, maxSender } from './max/max-bot';
import { webPlugin } from './web/web.plugin';
import { masterWelcomePath } from './services/catalog.service';
import { pagePreview } from './services/page-preview.service';
import { languageOfAcceptLanguage } from './domain/accept-language';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  // A configuration that makes no sense, or a deployment with a demo door: say why and stop.
  console.error((err as Error).message);
  process.exit(1);
}
if (config.testClock) {
  setClock(config.testClock.instant, config.testClock.atRealMs);
  console.warn(`TEST_CLOCK: the server's clock reads ${config.testClock.instant.toISOString()} (tests only).`);
}
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  queryTimeoutMs: config.dbQueryTimeoutMs || undefined,
}).catch((error: unknown) => {
  // Another process has the embedded database's folder: say so, plainly, and leave it alone.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
await migrate(db);
if (config.demo && (await seedDemo(db))) console.log('Demo data seeded.');
const stopMaintenance = keepStatistics(db);
// Uploads that nothing refers to a day later are removed (hourly; safe with several processes).
const stopSweep = keepUploadsSwept(db, uploadsDir(config.dataDir));
// The embedded database's backups come from this process (its folder is locked): on a Unix socket only.
const stopBackups = await serveBackups(db, config.dataDir);
// The bot: its webhook is served by the app below; its messages go out through the outbox runner.
const notifier = createNotifier(config);
const bot = createBot(config);
// One SMS sender for sign-in codes and the booking messages of people without Telegram.
const sms = smsSender(config);
// MAX's bot, with its token: the messages of people who use MAX go through it.
const max = config.maxBotToken ? maxSender(createMaxBot({ maxBotToken: config.maxBotToken, maxApiRoot: config.maxApiRoot }), config.maxBotName) : null;
const runner = createOutboxRunner(db, botSender(bot), { sms, max, publicOrigin: config.publicOrigin, linkSecret: config.botToken });
notifier.onWake(runner.wake);
// Deposits: unpaid holds released when their time is up, refunds paid (services/deposits.service.ts).
const depositRunner = startDepositRunner(db, paymentsOf(config), notifier, positiveMs(process.env.DEPOSIT_POLL_MS, 5_000));
// 'Про' in rubles: saved cards charged before a period ends, reminders to pay by hand, refunds (services/plan-rubles.service.ts).
const planRunner = config.productShop ? startPlanRunner(db, planShopOf(config), starsGateway(bot), notifier, positiveMs(process.env.DEPOSIT_POLL_MS, 5_000)) : null;
// With SERVE_WEB on (`npm start`), the same port serves the built front end beside the API.
const serveWeb = ['1', 'true', 'yes', 'on'].includes((process.env.SERVE_WEB ?? '').toLowerCase());
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const app = await buildApp(config, db, {
  logger: true,
  notifier,
  bot,
  sms,
  extend: serveWeb
    ? async (instance) => {
        await instance.register(webPlugin, {
          root: process.env.WEB_ROOT || repoRoot,
          remotesFile: process.env.REMOTES_JSON || undefined,
          masterWelcome: (uuid) => masterWelcomePath(db, uuid),
          preview: (pathname, acceptLanguage) => pagePreview(db, config.publicOrigin, pathname, languageOfAcceptLanguage(acceptLanguage)),
        });
      }
    : undefined,
});
await app.listen({ port: config.port, host: config.host });
runner.start();
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
if (serveWeb) console.log(`\n  Open http://${shown}:${port}/ (database: ${db.kind})\n`);
else console.log(`API ready on http://${shown}:${port}/api (database: ${db.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    setTimeout(() => {
      console.error(`Shutdown took longer than ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with work unfinished.`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    stopMaintenance();
    stopSweep();
    // New connections are refused at once; requests in flight finish (close waits for them, and a
    // booking's request waits for its transaction to commit), idle keep-alive connections are closed.
    // Meanwhile the runner finishes its round in progress (sends and their bookkeeping).
    await Promise.all([app.close(), runner.stop(), depositRunner.stop(), planRunner?.stop(), stopBackups()]);
    await db.close();
    process.exit(0);
  });
}
