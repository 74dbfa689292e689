import { describe, expect, it } from 'vitest';
import { ANNA, BORIS, initDataFor, useApp } from '../../helper';

const ctx = useApp();
const NEWBIE = 400001;
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const PROFILE = {
  telegram_id: NEWBIE,
  business_name: 'Вера',
  place_name: 'Вера',
  place_address: 'Онлайн',
  place_contacts: { phone: '+7 (999) 555-44-33', vk: null, website: 'https://vera.example' },
  worker_title: 'Вера',
  worker_description: 'Мастер маникюра, 5 лет опыта',
  booking_rules_text: 'Предоплата не нужна',
  tg_username: '@vera_nails',
};

describe('master registration and profile', () => {
  it('a new user becomes a master: business, place and worker are created for the caller', async () => {
    expect((await ctx.app.inject({ url: `/api/workers/telegram/${NEWBIE}`, headers: as(NEWBIE) })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/registration/worker', headers: as(NEWBIE), payload: PROFILE });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Вера', booking_rules_text: 'Предоплата не нужна', user: { username: 'vera_nails' } });
    expect(res.json().place_id).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: `/api/workers/telegram/${NEWBIE}`, headers: as(NEWBIE) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/registration/worker', headers: as(NEWBIE), payload: PROFILE })).statusCode).toBe(409);
  });

  it('PATCH updates the caller’s own profile only', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(NEWBIE), payload: { ...PROFILE, worker_title: 'Вера П.' } });
    expect(res.json().title).toBe('Вера П.');
    const notMine = await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(NEWBIE), payload: { ...PROFILE, place_id: 1 } });
    expect(notMine.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(BORIS), payload: { ...PROFILE, telegram_id: BORIS } })).statusCode).toBe(404);
  });

  it('refuses invalid forms with the form rules’ messages and someone else’s telegram_id', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/registration/worker', headers: as(BORIS), payload: { ...PROFILE, telegram_id: BORIS, worker_description: 'Коротко' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'worker_description' });
    expect(bad.json().error).toContain('Минимум 10 символов');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/registration/worker', headers: as(BORIS), payload: PROFILE })).statusCode).toBe(403);
  });

  it('stores the user’s timezone, refusing unknown zones', async () => {
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/profile/timezone', headers: as(ANNA), payload: { telegram_id: ANNA, timezone: 'Asia/Novosibirsk' } });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/users/${ANNA}`, headers: as(ANNA) })).json().timezone).toBe('Asia/Novosibirsk');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/timezone', headers: as(ANNA), payload: { telegram_id: ANNA, timezone: 'Mars/Olympus' } })).statusCode).toBe(400);
    // Node's Intl knows this old alias, PostgreSQL does not: storing it would break the master's day view.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/timezone', headers: as(ANNA), payload: { telegram_id: ANNA, timezone: 'US/Pacific-New' } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/timezone', headers: as(ANNA), payload: { telegram_id: BORIS, timezone: 'Europe/Moscow' } })).statusCode).toBe(403);
  });
});
