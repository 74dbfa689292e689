import { describe, expect, it } from 'vitest';
import { ANNA, initDataFor, useApp } from '../../helper';

const ctx = useApp();
const MARIA = 200001;
const OLGA = 200002;
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const NEW_SERVICE = { worker_id: 1, category_id: 1, place_id: 1, title: 'Укладка', price: 1800, slot_duration: 45, booking_deadline: 30 };

describe('services and categories', () => {
  it('lists a master’s categories and services; filters skip empty values; archived hidden by default', async () => {
    const cats = await ctx.app.inject({ url: '/api/services/categories/1', headers: as(ANNA) });
    expect(cats.json().map((c: { name: string }) => c.name)).toEqual(['Стрижки', 'Окрашивание']);
    const services = await ctx.app.inject({ url: '/api/services/?worker_id=1&place_id=&show_archive=false', headers: as(ANNA) });
    expect(services.statusCode).toBe(200);
    expect(services.json().map((s: { id: number }) => s.id)).toEqual([1, 2, 3]);
    expect((await ctx.app.inject({ url: '/api/services/?place_id=2', headers: as(ANNA) })).json().every((s: { place_id: number }) => s.place_id === 2)).toBe(true);
    expect((await ctx.app.inject({ url: '/api/services/?worker_id=abc', headers: as(ANNA) })).statusCode).toBe(400);
  });

  it('the master creates a category and a service; others get 403', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/services/categories', headers: as(OLGA), payload: { name: 'Укладки', worker_id: 1 } })).statusCode).toBe(403);
    const cat = await ctx.app.inject({ method: 'POST', url: '/api/services/categories', headers: as(MARIA), payload: { name: '  Укладки ', worker_id: 1 } });
    expect(cat.statusCode).toBe(201);
    expect(cat.json().name).toBe('Укладки');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/services/categories', headers: as(MARIA), payload: { name: '   ', worker_id: 1 } })).statusCode).toBe(400);

    expect((await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(ANNA), payload: NEW_SERVICE })).statusCode).toBe(403);
    const svc = await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(MARIA), payload: { ...NEW_SERVICE, category_id: cat.json().id } });
    expect(svc.statusCode).toBe(201);
    expect(svc.json()).toMatchObject({ title: 'Укладка', price: 1800, slot_duration: 45, booking_deadline: 30, status: 'active' });
  });

  it.each([
    ['a fractional price', { price: 10.5 }],
    ['a duration off the 15-minute options', { slot_duration: 50 }],
    ['a deadline not among the options', { booking_deadline: 20 }],
    ['an empty title', { title: '  ' }],
    ['another master’s category', { category_id: 3 }],
  ])('refuses %s', async (_n, over) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(MARIA), payload: { ...NEW_SERVICE, ...over } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBeTruthy();
  });

  it('updates a service, and deleting a booked one archives it', async () => {
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/services/2', headers: as(MARIA), payload: { ...NEW_SERVICE, title: 'Мужская стрижка', price: 1600, slot_duration: 30, booking_deadline: 15 } });
    expect(put.json().price).toBe(1600);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/services/2', headers: as(OLGA), payload: NEW_SERVICE })).statusCode).toBe(403);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/services/1', headers: as(MARIA) });
    expect(del.json()).toMatchObject({ deleted: false, status: 'ARCHIVED' });
    const list = await ctx.app.inject({ url: '/api/services/?worker_id=1', headers: as(ANNA) });
    expect(list.json().map((s: { id: number }) => s.id)).not.toContain(1);
    const withArchive = await ctx.app.inject({ url: '/api/services/?worker_id=1&show_archive=true', headers: as(ANNA) });
    expect(withArchive.json().map((s: { id: number }) => s.id)).toContain(1);
    expect((await ctx.app.inject({ url: '/api/services/9999', headers: as(ANNA) })).statusCode).toBe(404);
  });
});
