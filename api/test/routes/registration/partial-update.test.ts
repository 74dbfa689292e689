// Found when the API was tried as a new user would; the test failed on the code before the fix.
import { describe, expect, it } from 'vitest';
import { ANNA, MARIA } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const patch = (caller: number, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(caller), payload: { telegram_id: caller, ...body } });

describe('PATCH /registration/worker is a partial update', () => {
  it('leaves fields it does not name as they are, and clears an optional one only on an explicit null', async () => {
    const res = await patch(MARIA, { worker_title: 'Мария И.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Мария И.', booking_rules_text: 'Пожалуйста, приходите вовремя.', description: 'Парикмахер-стилист, стрижки и окрашивание' });
    const cleared = await patch(MARIA, { booking_rules_text: null });
    expect(cleared.json()).toMatchObject({ title: 'Мария И.', booking_rules_text: null });
    const place = (await ctx.app.inject({ url: '/api/places/1', headers: as(ANNA) })).json();
    expect(place).toMatchObject({ name: 'Лайм на Тверской', address: 'Москва, Тверская ул., 12', contacts: { phone: '+7 (999) 123-45-67' } });
  });

  it('refuses to clear a required field, with the form rule’s message under the field', async () => {
    const res = await patch(MARIA, { worker_title: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'worker_title', message: 'Введите имя' });
  });
});
