// Delivery benchmark of the bot's outbox (npm run bench:bot): N queued messages, one per chat,
// through the local Bot API stand-in answering 1% of sendMessage calls with 429 (retry_after 1 s).
// Prints messages/s, and how many were lost and how many doubled (both must be 0).
//   BENCH_MESSAGES=10000 (default)   BENCH_PER_SECOND=28 (the runner's pace; Telegram allows 30/s)
//   BENCH_DATABASE_URL=postgres://… (default: in-memory PGlite)
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { enqueue, outboxCounts } from '../src/db/queries/outbox.queries';
import { createOutboxRunner } from '../src/services/outbox-runner';
import { botSender, createBot } from '../src/telegram/bot';
import { startBotApiStandin } from '../test-support/bot-api-standin';

const total = Number(process.env.BENCH_MESSAGES ?? 10_000);
const perSecond = Number(process.env.BENCH_PER_SECOND ?? 28);
const db = await openDatabase(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : { dataDir: null });
await migrate(db);
await db.query('TRUNCATE outbox, runner_leases');
const firstChat = 800_000_000;
await db.query(
  `INSERT INTO users (id, first_name, bot_write_allowed) SELECT $1 + g, 'Bench', true FROM generate_series(0, $2 - 1) g
   ON CONFLICT (id) DO UPDATE SET bot_write_allowed = true, bot_unreachable_at = NULL`,
  [firstChat, total],
);
const at = new Date();
for (let from = 0; from < total; from += 1000) {
  await enqueue(db, Array.from({ length: Math.min(1000, total - from) }, (_, i) => ({
    chatId: firstChat + from + i, kind: 'start' as const, dedupeKey: `bench:${from + i}`, text: `bench message ${from + i}`,
    button: { text: 'Открыть', url: 'https://t.me/booking_demo_bot?startapp=home' }, sendAfter: at, bookingId: null,
  })));
}
const standin = await startBotApiStandin({ rate429: 0.01, retryAfter: 1 });
const bot = createBot({ botToken: '123:bench', telegramApiRoot: standin.apiRoot, botUsername: 'booking_demo_bot' });
const quiet = { info: () => undefined, warn: () => undefined, error: console.error };
const runner = createOutboxRunner(db, botSender(bot), { perSecond, log: quiet });
console.log(`${total} messages queued; sending at up to ${perSecond}/s through the stand-in (1% answered 429, retry_after 1 s) on ${db.kind}`);
const started = performance.now();
runner.start();
for (;;) {
  await new Promise((r) => setTimeout(r, 1000));
  const counts = await outboxCounts(db);
  if (!counts.pending && !counts.sending) break;
  process.stdout.write(`\r  sent ${counts.sent ?? 0}…`);
}
const seconds = (performance.now() - started) / 1000;
await runner.stop();
const delivered = standin.delivered();
const unique = new Set(delivered.map((d) => d.text)).size;
const throttled = standin.calls.filter((c) => c.status === 429).length;
console.log(`\n\n| messages | delivered | lost | doubled | 429 answers | time | messages/s |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
console.log(`| ${total} | ${delivered.length} | ${total - unique} | ${delivered.length - unique} | ${throttled} | ${seconds.toFixed(1)} s | ${(delivered.length / seconds).toFixed(1)} |`);
await standin.close();
await db.close();
if (total - unique !== 0 || delivered.length !== unique) process.exit(1);
