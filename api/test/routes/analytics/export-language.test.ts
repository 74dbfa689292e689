import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { useApp } from '../../helper';
import { MARIA } from '../bookings/move-helpers';
import { T0, get, playScenario, send } from './scenario';

// The CSV is fetched by address (Telegram's downloadFile): its headings and statuses are in the
// master's stored language, Russian by default; the clients' names and services stay as written.
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 });
beforeAll(() => playScenario(ctx));

describe('the CSV in the master’s language', () => {
  it('English headings and statuses once the master chose English, through the signed address too', async () => {
    const csv = '/workers/1/analytics.csv?from=2026-12-04&to=2026-12-06';
    const ru = (await get(ctx, MARIA, csv)).body;
    expect(ru.split('\r\n')[0]).toBe('\uFEFFДата;Время;Клиент;Услуги;Цена, ₽;Статус;Посещение;Предоплата, ₽;Возвращено, ₽;Осталось у мастера, ₽');
    expect((await send(ctx, MARIA, 'POST', '/profile/language', { language: 'en' })).statusCode).toBe(200);
    const en = (await get(ctx, MARIA, csv)).body;
    const lines = en.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDate;Time;Client;Services;Price, ₽;Status;Attendance;Deposit, ₽;Refunded, ₽;Kept by specialist, ₽');
    expect(en).toContain(';Мужская стрижка;1500;Cancelled by client;;;;\r\n');
    expect(en).toContain(';Cancelled by specialist;');
    expect(en).toContain(';Confirmed;No-show;;;\r\n');
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 5))).toEqual(ru.split('\r\n').slice(1).map((l) => l.split(';').slice(0, 5)));
    const link = (await send(ctx, MARIA, 'POST', '/workers/1/analytics/export-link', { from: '2026-12-04', to: '2026-12-06' })).json().url as string;
    expect((await ctx.app.inject({ url: `/api/${link}` })).body).toBe(en);
    await send(ctx, MARIA, 'POST', '/profile/language', { language: null });
    expect((await get(ctx, MARIA, csv)).body).toBe(ru);
  });
});
