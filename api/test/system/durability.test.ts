import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, freshTarget, signedHeaders } from '../../test-support/api-process';
import { startBotApiStandin } from '../../test-support/bot-api-standin';
import { updates } from '../helper';

const TOKEN = 'durability-test-token';
const WEBHOOK_SECRET = 'durability-webhook-secret';
/** Telegram, as far as this test needs it: the Bot API stand-in. */
const telegram = await startBotApiStandin();
afterAll(() => telegram.close());
const KILLS = 3;
const apiDir = path.resolve(import.meta.dirname, '..', '..');

const auth = (id: number) => signedHeaders(TOKEN, { id, first_name: 'Load' });

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: 'ignore',
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', BOT_TOKEN: TOKEN, DEMO: '1', RATE_LIMIT_PER_MINUTE: '0', SERVE_WEB: '', TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET, TELEGRAM_API_ROOT: telegram.apiRoot },
  });
  // Up to 60 s: after a SIGKILL the embedded database recovers its log first, slowly on a busy machine.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('durability', () => {
  it(`every booking acknowledged with 2xx survives ${KILLS} SIGKILLs of the server under load`, async () => {
    const target = await freshTarget();
    cleanups.push(target.cleanup);
    const port = await freePort();
    let server = await startServer(target.env, port);
    cleanups.push(async () => void server.kill('SIGKILL'));
    const base = `http://127.0.0.1:${port}/api`;
    // Master 1 on the paid plan, so the monthly limit does not stop the load: bought through Telegram
    // Stars as the app does it (the invoice from the Bot API stand-in, the payment reported to the webhook).
    const { invoice } = await (await fetch(`${base}/payments/subscriptions`, { method: 'POST', headers: auth(200001), body: JSON.stringify({ plan_id: 2 }) })).json();
    const paid = await fetch(`${base}/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
      body: JSON.stringify(updates.successfulPayment(1, 200001, { payload: invoice.payload, amount: invoice.amount, charge: 'durability-charge', recurring: 'first' })),
    });
    expect(paid.status).toBe(200);
    expect((await (await fetch(`${base}/payments/subscriptions/me`, { headers: auth(200001) })).json()).plan_id).toBe(2);

    const slots = (await (await fetch(`${base}/workers/1/dates`, { headers: auth(200001) })).json()) as string[];
    const jobs: { date: string; start: string }[] = [];
    for (const date of slots.slice(2)) for (let m = 9 * 60; m < 18 * 60; m += 30) if (m < 13 * 60 || m >= 14 * 60) jobs.push({ date, start: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` });
    const slotIds = new Map<string, number>();
    for (const date of slots.slice(2)) {
      const day = (await (await fetch(`${base}/timetable/1/${date}`, { headers: auth(200001) })).json()) as { timeslots: { id: number; time_start: string; status: string }[] };
      for (const t of day.timeslots) if (t.status === 'free') slotIds.set(`${date} ${t.time_start < '13:00' ? 'am' : 'pm'}`, t.id);
    }

    const acked: number[] = [];
    let next = 0;
    for (let round = 0; round < KILLS; round++) {
      const stopAt = acked.length + 15;
      const worker = async (lane: number) => {
        while (next < jobs.length && acked.length < stopAt) {
          const job = jobs[next++]!;
          const client = 600_000 + lane;
          try {
            const res = await fetch(`${base}/bookings/`, {
              method: 'POST',
              headers: auth(client),
              body: JSON.stringify({ telegram_id: client, place_id: 1, service_ids: [2], timeslot_id: slotIds.get(`${job.date} ${job.start < '13:00' ? 'am' : 'pm'}`), time_start: job.start }),
            });
            if (res.status === 201) acked.push(((await res.json()) as { id: number }).id);
          } catch {
            return; // the server died under us: unacknowledged, so it may or may not be there
          }
        }
      };
      const lanes = Array.from({ length: 6 }, (_, i) => worker(i));
      // Kill mid-load: as soon as this round's acknowledgements are in, requests are still in flight.
      while (acked.length < stopAt && next < jobs.length) await new Promise((r) => setTimeout(r, 5));
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGKILL');
      await Promise.all(lanes);
      await exited;
      server = await startServer(target.env, port);
    }
    expect(acked.length).toBeGreaterThanOrEqual(KILLS * 15);

    const mine = async (client: number) => ((await (await fetch(`${base}/bookings/telegram_id/${client}`, { headers: auth(client) })).json()) as { id: number; status: string }[]);
    const found = new Set<number>();
    for (let lane = 0; lane < 6; lane++) for (const b of await mine(600_000 + lane)) if (b.status === 'confirmed') found.add(b.id);
    const lost = acked.filter((id) => !found.has(id));
    expect(lost, `acknowledged but lost after restart: ${lost.join(',')}`).toEqual([]);
    server.kill('SIGKILL');
  }, 180_000);
});
