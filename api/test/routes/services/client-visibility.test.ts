// Found when the API was tried as a new user would; the test failed on the code before the fix.
import { describe, expect, it } from 'vitest';
import { ANNA, MARIA, OLGA } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

describe('client lists show what a client can book', () => {
  it('hides INACTIVE services from clients (the master still sees them); archived only with show_archive=true', async () => {
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/services/2', headers: as(MARIA), payload: { worker_id: 1, category_id: 1, place_id: 1, title: 'Мужская стрижка', price: 1500, status: 'INACTIVE' } });
    expect(put.statusCode).toBe(200);
    const ids = async (caller: number, query: string) => ((await ctx.app.inject({ url: `/api/services/?${query}`, headers: as(caller) })).json() as { id: number }[]).map((s) => s.id);
    expect(await ids(ANNA, 'worker_id=1&place_id=&show_archive=false')).toEqual([1, 3]);
    expect(await ids(MARIA, 'worker_id=1')).toEqual([1, 2, 3]);
    // Another master is a client here: their own worker is not this one.
    expect(await ids(OLGA, 'worker_id=1')).toEqual([1, 3]);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/services/1', headers: as(MARIA) })).json()).toMatchObject({ status: 'ARCHIVED' });
    expect(await ids(ANNA, 'worker_id=1')).toEqual([3]);
    expect(await ids(ANNA, 'worker_id=1&show_archive=true')).toEqual([1, 3]);
  });
});
