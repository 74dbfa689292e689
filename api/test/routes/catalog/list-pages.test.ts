import { beforeAll, describe, expect, it } from 'vitest';
import { ANNA, initDataFor, useApp } from '../../helper';

// GET /places and GET /services/ answer at most 100 rows, in id order, paged with limit and offset, so no answer grows with the data.
const ctx = useApp();
const get = (url: string) => ctx.app.inject({ url, headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }) } });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
let business = 0;
let worker = 0;

beforeAll(async () => {
  // A business with 120 places and a master with 120 active services.
  business = Number((await ctx.db.query<{ id: number }>(`INSERT INTO businesses (name) VALUES ('Сеть') RETURNING id`)).rows[0]!.id);
  await ctx.db.query(`INSERT INTO places (business_id, name, address) SELECT $1, 'Точка ' || n, 'Адрес ' || n FROM generate_series(1, 120) n`, [business]);
  const place = Number((await ctx.db.query<{ id: number }>('SELECT min(id) AS id FROM places WHERE business_id = $1', [business])).rows[0]!.id);
  worker = Number((await ctx.db.query<{ id: number }>(`INSERT INTO workers (business_id, title, description) VALUES ($1, 'Мастер', 'Всё') RETURNING id`, [business])).rows[0]!.id);
  const category = Number((await ctx.db.query<{ id: number }>(`INSERT INTO categories (worker_id, name) VALUES ($1, 'Всё') RETURNING id`, [worker])).rows[0]!.id);
  await ctx.db.query(
    `INSERT INTO services (worker_id, category_id, place_id, title, price, slot_duration, booking_deadline)
     SELECT $1, $2, $3, 'Услуга ' || n, 1000, 30, 15 FROM generate_series(1, 120) n`,
    [worker, category, place],
  );
});

describe('list pages', () => {
  it('GET /services/ answers 100 services, then the other 20 with offset=100, in id order', async () => {
    const first = await get(`/api/services/?worker_id=${worker}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(100);
    const rest = await get(`/api/services/?worker_id=${worker}&offset=100`);
    expect(rest.json()).toHaveLength(20);
    const all = [...ids(first.json()), ...ids(rest.json())];
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(120);
    expect(ids((await get(`/api/services/?worker_id=${worker}&limit=5&offset=10`)).json())).toEqual(all.slice(10, 15));
  });

  it('GET /places answers 100 places, then the other 20, in id order', async () => {
    const first = await get(`/api/places?business_id=${business}`);
    expect(first.json()).toHaveLength(100);
    const rest = await get(`/api/places?business_id=${business}&limit=100&offset=100`);
    expect(rest.json()).toHaveLength(20);
    const all = [...ids(first.json()), ...ids(rest.json())];
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(120);
    // All places (no business): at most 100 too.
    expect((await get('/api/places')).json()).toHaveLength(100);
  });

  it.each([
    ['limit=0', 'limit'], ['limit=101', 'limit'], ['limit=x', 'limit'], ['offset=-1', 'offset'], ['offset=1.5', 'offset'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    for (const url of [`/api/services/?worker_id=${worker}&${query}`, `/api/places?${query}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });
});
