import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, setClock, wallClock } from '../../../src/domain/clock';
import { initDataFor, useApp } from '../../helper';

// Bounds: work time, bookings and waits at most a year ahead on the master's clock; at
// most 50 categories a master; at most 20 open waits a client.
const ctx = useApp();
const MARIA = 200001;
let today = '';
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, user = MARIA) => ctx.app.inject({ method, url, headers: as(user), payload });

beforeAll(() => {
  today = wallClock(DEFAULT_TIMEZONE).date;
  // 01:30 in Moscow: the master's today, while in UTC it is still yesterday (22:30).
  setClock(new Date(`${today}T01:30:00+03:00`));
});
afterAll(() => setClock(null));


describe('categories', () => {
  it('a master has at most 50 categories, counted under the master’s lock', async () => {
    const count = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM categories WHERE worker_id = 1')).rows[0]!.n);
    const add = (name: string) => send('POST', '/api/services/categories', { worker_id: 1, name });
    for (let n = await count(); n < 47; n++) expect((await add(`Категория ${n}`)).statusCode).toBe(201);
    const codes = (await Promise.all([1, 2, 3, 4, 5].map((n) => add(`Разом ${n}`)))).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409]);
    const refused = await add('Лишняя');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('У мастера может быть не больше 50 категорий. Удалите ненужную категорию.');
    expect(await count()).toBe(50);
  });
});
