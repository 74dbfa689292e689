import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp();
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const DAY = 86_400_000;

const state = (id: number) => ctx.app.inject({ url: '/api/profile/write-access', headers: as(id) });
const answer = (id: number, allowed: boolean) =>
  ctx.app.inject({ method: 'POST', url: '/api/profile/write-access', headers: as(id), payload: { allowed } });
const botMayWrite = async (id: number) =>
  (await ctx.db.query<{ bot_write_allowed: boolean }>('SELECT bot_write_allowed FROM users WHERE id = $1', [id])).rows[0]!.bot_write_allowed;

describe('permission for messages: the app’s requestWriteAccess answer', () => {
  afterEach(() => setClock(null));

  it('a user who never answered is asked', async () => {
    const res = await state(500001);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ allowed: false, refused_at: null, ask: true });
  });

  it('allowing gives the bot consent and the app stops asking', async () => {
    const res = await answer(500002, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ allowed: true, refused_at: null, ask: false });
    expect(await botMayWrite(500002)).toBe(true);
    expect((await state(500002)).json().ask).toBe(false);
  });

  it('after a refusal the app does not ask again for 30 days, on the server’s clock (any device)', async () => {
    const start = Date.parse('2026-12-01T12:00:00+03:00');
    setClock(new Date(start));
    const refused = await answer(500003, false);
    expect(refused.json()).toMatchObject({ allowed: false, ask: false });
    expect(Date.parse(refused.json().refused_at)).toBeGreaterThanOrEqual(start);
    expect(await botMayWrite(500003)).toBe(false);
    setClock(new Date(start + 29 * DAY + 23 * 3600_000));
    expect((await state(500003)).json().ask).toBe(false);
    setClock(new Date(start + 30 * DAY + 60_000));
    expect((await state(500003)).json().ask).toBe(true);
  });

  it('a later allow clears the refusal; a refusal never takes back a consent given by /start', async () => {
    await answer(500004, false);
    expect((await answer(500004, true)).json()).toEqual({ allowed: true, refused_at: null, ask: false });
    // The user exists once they have called the API; then /start gives the consent.
    await state(500005);
    await ctx.db.query('UPDATE users SET bot_write_allowed = true WHERE id = $1', [500005]);
    expect((await answer(500005, false)).json()).toMatchObject({ allowed: true, ask: false });
    expect(await botMayWrite(500005)).toBe(true);
  });

  it('refuses a malformed answer and requests without init data', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/write-access', headers: as(500006), payload: { allowed: 'yes' } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/write-access', headers: as(500006), payload: { allowed: true, telegram_id: 1 } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/write-access', payload: { allowed: true } })).statusCode).toBe(401);
  });
});
