import { describe, expect, it } from 'vitest';
import { MIGRATIONS, splitStatements } from '../../../src/db/migrations';
import { initDataFor, useApp } from '../../helper';

const MARIA = 200001; // owner of business 1 and its place 1
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

/** A place's links are served to every client, so only web addresses are kept. */
describe("a place's links", () => {
  const ctx = useApp();
  const contacts = async () => (await ctx.app.inject({ url: '/api/places/1/contacts', headers: as(MARIA) })).json();
  const patch = (place_contacts: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(MARIA), payload: { telegram_id: MARIA, place_contacts } });

  it('refuses script and data URLs and vk links off vk.com, naming the field, and changes nothing', async () => {
    const before = await contacts();
    for (const [field, value] of [
      ['website', 'javascript:alert(document.cookie)'],
      ['website', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
      ['vk', 'https://vk.com.evil.example/lime'],
      ['vk', 'javascript://vk.com/%0aalert(1)'],
    ] as const) {
      const res = await patch({ [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Некорректная ссылка', field: `place_contacts.${field}` });
    }
    expect(await contacts()).toEqual(before);
  });

  it('keeps https links and vk.com addresses', async () => {
    const res = await patch({ vk: 'https://vk.com/lime_studio', website: 'https://lime.example/' });
    expect(res.statusCode).toBe(200);
    expect(await contacts()).toMatchObject({ vk: 'https://vk.com/lime_studio', website: 'https://lime.example/' });
  });

  it('drops links stored before the rule when the database is migrated', async () => {
    await ctx.db.query(`UPDATE places SET website = 'javascript:alert(1)', vk = 'https://evil.example/vk.com' WHERE id = 1`);
    await ctx.db.query(`UPDATE places SET website = 'http://ok.example/a', vk = 'https://m.vk.com/ok' WHERE id = 2`);
    const cleanup = MIGRATIONS.find((m) => m.name === 'place_links_web_only')!;
    for (const statement of splitStatements(cleanup.sql)) await ctx.db.query(statement);
    expect(await contacts()).toMatchObject({ vk: null, website: null });
    const kept = (await ctx.app.inject({ url: '/api/places/2/contacts', headers: as(MARIA) })).json();
    expect(kept).toMatchObject({ vk: 'https://m.vk.com/ok', website: 'http://ok.example/a' });
  });
});
