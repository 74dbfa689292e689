import { describe, expect, it } from 'vitest';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
/** Init data of a person whose Telegram speaks `languageCode` (none: Telegram sent no language_code). */
const as = (id: number, languageCode?: string) => ({ 'x-telegram-init-data': initDataFor({ id, ...(languageCode ? { language_code: languageCode } : {}) } as never) });

const state = (id: number, languageCode?: string) => ctx.app.inject({ url: '/api/profile/language', headers: as(id, languageCode) });
const choose = (id: number, payload: unknown, languageCode?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/profile/language', headers: { ...as(id, languageCode), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const stored = async (id: number) =>
  (await ctx.db.query<{ language: string | null; messenger_language: string | null }>('SELECT language, messenger_language FROM users WHERE id = $1', [id])).rows[0];

describe('the person’s language, kept on the server', () => {
  it('follows the messenger until the person chooses: English for en, en-US and en_GB, Russian for anything else or none', async () => {
    for (const [id, code, language] of [[520001, 'en', 'en'], [520002, 'en-US', 'en'], [520003, 'en_GB', 'en'], [520004, 'ru', 'ru'], [520005, 'de', 'ru'], [520006, undefined, 'ru']] as const) {
      const res = await state(id, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), String(code)).toEqual({ language, chosen: null });
      expect((await stored(id))!.messenger_language).toBe(code ?? null);
    }
  });

  it('keeps the messenger’s language as init data carries it, writing the row only when it differs', async () => {
    const id = 520010;
    await state(id, 'ru');
    const version = async () => (await ctx.db.query<{ x: string }>('SELECT xmin::text AS x FROM users WHERE id = $1', [id])).rows[0]!.x;
    const before = await version();
    await state(id, 'ru');
    expect(await version(), 'the same profile again: no write').toBe(before);
    expect((await state(id, 'en-GB')).json()).toEqual({ language: 'en', chosen: null });
    expect((await stored(id))!.messenger_language).toBe('en-GB');
  });

  it('a choice wins over the messenger, and null follows the messenger again', async () => {
    const id = 520020;
    const chosen = await choose(id, { language: 'ru' }, 'en');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'ru', chosen: 'ru' });
    expect((await state(id, 'en')).json(), 'on the next visit too').toEqual({ language: 'ru', chosen: 'ru' });
    expect((await choose(id, { language: 'en' }, 'en')).json()).toEqual({ language: 'en', chosen: 'en' });
    expect((await choose(id, { language: null }, 'en')).json()).toEqual({ language: 'en', chosen: null });
    expect((await choose(520021, { language: 'en' })).json(), 'English for a Russian messenger').toEqual({ language: 'en', chosen: 'en' });
    expect((await choose(520021, { language: null })).json()).toEqual({ language: 'ru', chosen: null });
  });

  it('one person’s choice never changes another’s', async () => {
    const [a, b] = [520030, 520031];
    await state(b, 'ru');
    await choose(a, { language: 'en' });
    expect((await state(b, 'ru')).json()).toEqual({ language: 'ru', chosen: null });
    await choose(b, { language: 'ru' });
    expect((await state(a)).json()).toEqual({ language: 'en', chosen: 'en' });
    expect(await stored(a)).toMatchObject({ language: 'en' });
    expect(await stored(b)).toMatchObject({ language: 'ru' });
  });

  it('refuses bad input with 400 naming the field, oversized bodies with 413, forged or missing init data with 401; nothing changes', async () => {
    const id = 520040;
    await choose(id, { language: 'en' });
    const users = async () => (await ctx.db.query('SELECT id, language, messenger_language FROM users ORDER BY id')).rows;
    const before = await users();
    for (const body of [{ language: 'de' }, { language: 'EN' }, { language: 'en-US' }, { language: '' }, { language: 'e'.repeat(100_000) }, { language: 1 }, { language: true },
      { language: ['en'] }, { language: { code: 'en' } }]) {
      const res = await choose(id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'language', error: expect.any(String) });
    }
    for (const body of [{}, { language: 'ru', telegram_id: id }, { language: 'ru', extra: null }, null, [], 'ru', 1]) {
      expect((await choose(id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await choose(id, { language: 'ru', pad: 'x'.repeat(1024 * 1024) })).statusCode).toBe(413);
    const forged = { 'x-telegram-init-data': initDataFor({ id }, { token: 'another-bot-token' }) };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/language', headers: forged, payload: { language: 'ru' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/language', payload: { language: 'ru' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/profile/language', headers: forged })).statusCode).toBe(401);
    expect(await users()).toEqual(before);
    expect((await state(id)).json()).toEqual({ language: 'en', chosen: 'en' });
  });
});
