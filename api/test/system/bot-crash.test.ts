import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, freshTarget, signedHeaders } from '../../test-support/api-process';
import { startBotApiStandin } from '../../test-support/bot-api-standin';

const TOKEN = 'bot-crash-test-token';
const apiDir = path.resolve(import.meta.dirname, '..', '..');

const auth = (id: number) => signedHeaders(TOKEN, { id, first_name: 'Крэш', allows_write_to_pm: true });
/** What each server has written to stderr (the bot's runner logs its failed sends there). */
const stderr = new Map<ChildProcess, string>();

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  env = { ...env, TELEGRAM_API_ROOT: `http://127.0.0.1:${telegramPort}`, BOT_USERNAME: 'crash_test_bot' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', BOT_TOKEN: TOKEN, DEMO: '1', RATE_LIMIT_PER_MINUTE: '0', SERVE_WEB: '' },
  });
  stderr.set(child, '');
  child.stderr!.on('data', (d: Buffer) => stderr.set(child, stderr.get(child) + d.toString()));
  // Up to 60 s, as durability.test.ts: a restart after a SIGKILL recovers the embedded database's
  // log first, and a busy machine (CI runs suites side by side) starts the first one slowly too.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start; its stderr: ${stderr.get(child)?.slice(-2000)}`);
}

/** Where the server looks for the Bot API: nothing listens there until the test says so. */
let telegramPort = 0;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('the bot after a crash', () => {
  it('a booking committed while Telegram could not be reached: the server is killed, restarted, and the message goes once', async () => {
    telegramPort = await freePort();
    const target = await freshTarget();
    cleanups.push(target.cleanup);
    const port = await freePort();
    let server = await startServer(target.env, port);
    cleanups.push(async () => void server.kill('SIGKILL'));
    const base = `http://127.0.0.1:${port}/api`;
    const client = 910_001;
    // Tomorrow or later: a day whose time is all still ahead, whatever the hour the test runs at.
    const [, date] = (await (await fetch(`${base}/workers/1/dates?place_id=1`, { headers: auth(client) })).json()) as string[];
    const [day] = (await (await fetch(`${base}/timeslots/1/${date}?include_expired=true`, { headers: auth(client) })).json()) as { timeslots: { id: number; status: string; time_start: string; time_end: string }[] }[];
    // The last half hour of the day's last free slot.
    const slot = day!.timeslots.filter((s) => s.status === 'free').at(-1)!;
    const [h, m] = slot.time_end.split(':').map(Number) as [number, number];
    const start = `${String(Math.floor((h * 60 + m - 30) / 60)).padStart(2, '0')}:${String((h * 60 + m - 30) % 60).padStart(2, '0')}`;
    const booked = await fetch(`${base}/bookings/`, {
      method: 'POST', headers: auth(client),
      body: JSON.stringify({ telegram_id: client, place_id: 1, service_ids: [2], timeslot_id: slot.id, time_start: start }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const bookingId = ((await booked.json()) as { id: number }).id;
    // The booking has committed; Telegram is unreachable, so the message has not gone. The process dies.
    // Once its runner has tried to send it and failed.
    const first = server;
    await vi.waitUntil(() => stderr.get(first)!.includes(`to chat ${client} failed (try 1)`), { timeout: 15_000, interval: 50 });
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));

    const standin = await startBotApiStandin({}, telegramPort);
    cleanups.push(() => standin.close());
    server = await startServer(target.env, port);
    const confirmations = () => standin.delivered().filter((d) => Number(d.chat_id) === client && d.text.startsWith('Запись подтверждена'));
    for (let i = 0; i < 150 && confirmations().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    // The dead process's dispatch lease (15 s) runs out first, then the new one sends. A while longer: nothing comes twice.
    // That while: until the confirmation of a booking made after it has gone too (a later round of the
    // runner, which a second copy, due before it, would have gone in).
    const later = client + 1;
    const again = await fetch(`${base}/bookings/`, {
      method: 'POST', headers: auth(later),
      body: JSON.stringify({ telegram_id: later, place_id: 1, service_ids: [2], timeslot_id: slot.id, time_start: slot.time_start.slice(0, 5) }),
    });
    expect(again.status, await again.clone().text()).toBe(201);
    await vi.waitUntil(() => standin.delivered().some((d) => Number(d.chat_id) === later && d.text.startsWith('Запись подтверждена')), { timeout: 15_000, interval: 50 });
    expect(confirmations(), `the confirmation of booking ${bookingId}`).toHaveLength(1);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }, 180_000);
});
