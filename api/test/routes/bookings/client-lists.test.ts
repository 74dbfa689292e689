import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import { ANNA, BORIS, initDataFor, useApp } from '../../helper';

describe("a client's bookings as Home reads them, and their cancel", () => {
  const ctx = useApp();
  const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

  it('lists the seeded client bookings in the contract shape', async () => {
    const res = await ctx.app.inject({ url: `/api/bookings/telegram_id/${ANNA}`, headers: as(ANNA) });
    expect(res.statusCode).toBe(200);
    const bookings = v.parse(schemas.BookingListSchema, res.json());
    expect(bookings.length).toBe(3);
    expect(bookings.map((b) => b.status).sort()).toEqual(['cancelled', 'confirmed', 'confirmed']);
    expect(bookings[0]?.time.time_start).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(bookings.find((b) => b.id === 1)?.services[0]).toMatchObject({ title: 'Женская стрижка', price: 2500, slot_duration: 60 });
  });

  it('gives each booking its start as an instant in UTC, read in the master\'s zone', async () => {
    const startsAt = async () => {
      const res = await ctx.app.inject({ url: `/api/bookings/telegram_id/${ANNA}`, headers: as(ANNA) });
      return new Map(v.parse(schemas.BookingListSchema, res.json()).map((b) => [b.id, b]));
    };
    const before = await startsAt();
    for (const b of before.values()) {
      // The seeded masters have no zone on file: Moscow, UTC+3 all year.
      const wall = Date.parse(`${b.time.date}T${b.time.time_start}Z`);
      expect(b.time.starts_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Date.parse(b.time.starts_at!)).toBe(wall - 3 * 3600_000);
    }
    // The master of booking 1 moves to Novosibirsk (UTC+7): the same wall clock begins four hours earlier.
    const master = await ctx.db.query<{ user_id: number }>('SELECT w.user_id FROM bookings b JOIN workers w ON w.id = b.worker_id WHERE b.id = 1');
    const masterId = Number(master.rows[0]!.user_id);
    const moved = await ctx.app.inject({ method: 'POST', url: '/api/profile/timezone', headers: as(masterId), payload: { telegram_id: masterId, timezone: 'Asia/Novosibirsk' } });
    expect(moved.statusCode).toBe(200);
    const after = await startsAt();
    expect(Date.parse(after.get(1)!.time.starts_at!)).toBe(Date.parse(before.get(1)!.time.starts_at!) - 4 * 3600_000);
  });

  it('gives a brand-new user an empty list', async () => {
    const res = await ctx.app.inject({ url: `/api/bookings/telegram_id/${BORIS}`, headers: as(BORIS) });
    expect(res.json()).toEqual([]);
  });

  it('never shows one user another user\'s bookings', async () => {
    const res = await ctx.app.inject({ url: `/api/bookings/telegram_id/${ANNA}`, headers: as(BORIS) });
    expect(res.statusCode).toBe(403);
  });

  it('lets a client cancel only their own active booking', async () => {
    expect((await ctx.app.inject({ url: '/api/bookings/1/cancel', headers: as(BORIS) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/bookings/3/cancel', headers: as(ANNA) })).statusCode).toBe(409);
    const ok = await ctx.app.inject({ url: '/api/bookings/1/cancel', headers: as(ANNA) });
    expect(ok.json()).toEqual({ id: 1, status: 'cancelled' });
    expect((await ctx.app.inject({ url: '/api/bookings/1/cancel', headers: as(ANNA) })).statusCode).toBe(409);
  });
});
