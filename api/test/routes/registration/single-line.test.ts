// Found by hostile probes: a master's title with a line break was stored and then wrote made-up
// events into the calendar feed. Single-line fields now refuse line breaks and control characters.
import { describe, expect, it } from 'vitest';
import { MARIA } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const patch = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(MARIA), payload: { telegram_id: MARIA, ...body } });
const title = async () => (await ctx.db.query<{ title: string }>('SELECT title FROM workers WHERE user_id = $1', [MARIA])).rows[0]!.title;

describe('single-line fields', () => {
  it.each([
    ['worker_title', 'Мастер\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Fake'],
    ['worker_title', 'Мастер\u0007'],
    ['business_name', 'Лайм\nи ко'],
    ['place_name', 'Лайм\u2028Тверская'],
    ['place_address', 'Москва,\r\nТверская'],
  ])('refuse %s with a line break or a control character, and keep what was stored', async (field, value) => {
    const before = await title();
    const res = await patch({ [field]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field, message: 'Одной строкой, без переносов' });
    expect(await title()).toBe(before);
  });

  it('say so in English when the caller reads English', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH', url: '/api/registration/worker', headers: { ...as(MARIA), 'accept-language': 'en' },
      payload: { telegram_id: MARIA, worker_title: 'A\nB' },
    });
    expect(res.json()).toMatchObject({ field: 'worker_title', message: 'One line, without line breaks' });
  });

  it('still take a trailing line break as the spaces trimmed off the ends', async () => {
    const res = await patch({ worker_title: 'Мария И.\n' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await title()).toBe('Мария И.');
  });

  it('include a service’s title and a category’s name', async () => {
    const service = await ctx.app.inject({
      method: 'POST', url: '/api/services/', headers: as(MARIA),
      payload: { worker_id: 1, category_id: 1, place_id: 1, title: 'Стрижка\r\nEND:VEVENT', price: 1000, slot_duration: 60, booking_deadline: 60 },
    });
    expect(service.statusCode, service.body).toBe(400);
    expect(service.json()).toMatchObject({ field: 'title' });
    const category = await ctx.app.inject({ method: 'POST', url: '/api/services/categories', headers: as(MARIA), payload: { worker_id: 1, name: 'A\u0000B' } });
    expect(category.statusCode, category.body).toBe(400);
  });
});
