import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { useApp } from '../../helper';
import { MARIA, OLGA } from '../bookings/move-helpers';
import { READ_AT, T0, get, playScenario, send } from './scenario';

// 'Выгрузить CSV': the period's bookings (the scenario in scenario.ts) as a file Excel in a
// Russian locale and Google Sheets open right, with init data or through a signed 10-minute address.
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 });
beforeAll(() => playScenario(ctx));

const CSV = [
  'Дата;Время;Клиент;Услуги;Цена, ₽;Статус;Посещение;Предоплата, ₽;Возвращено, ₽;Осталось у мастера, ₽',
  '2026-12-05;10:00;Клиент710001;Женская стрижка, Мужская стрижка;4000;Подтверждена;;;;',
  '2026-12-05;14:00;Клиент710004;Мужская стрижка;1500;Отменена мастером;;;;',
  '2026-12-05;15:00;Клиент100001;Мужская стрижка;1500;Подтверждена;;;;',
  '2026-12-06;11:00;Клиент710002;Мужская стрижка;1500;Подтверждена;Не пришёл;;;',
  '2026-12-06;15:00;Клиент710005;Женская стрижка;2500;Подтверждена;;;;',
  '2026-12-06;16:00;Клиент710006;Женская стрижка;3000;Подтверждена;;;;',
  '2026-12-06;17:00;Клиент710003;Мужская стрижка;1500;Подтверждена;;;;',
].map((line) => `${line}\r\n`).join('');

const anonymous = (url: string) => ctx.app.inject({ url });

describe('GET /api/workers/{id}/analytics.csv', () => {
  it('is the period’s bookings: a BOM, ";" between fields, CRLF, a header row, the prices kept when booked', async () => {
    const res = await get(ctx, MARIA, '/workers/1/analytics.csv?from=2026-12-05&to=2026-12-06');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statistika-2026-12-05-2026-12-06.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.toString('utf8')).toBe(`\uFEFF${CSV}`);
    // A cancel by the client says so too.
    expect((await get(ctx, MARIA, '/workers/1/analytics.csv?from=2026-12-04&to=2026-12-04')).body).toContain(';Мужская стрижка;1500;Отменена клиентом;;;;\r\n');
  });

  it('without init data: 401, unless signed', async () => {
    expect((await anonymous('/api/workers/1/analytics.csv?from=2026-12-05&to=2026-12-06')).statusCode).toBe(401);
  });
});

describe('POST /api/workers/{id}/analytics/export-link', () => {
  const LINK_REFUSED = 'Ссылка недействительна или устарела';
  const linkFor = async (from = '2026-12-05', to = '2026-12-06') => {
    const res = await send(ctx, MARIA, 'POST', '/workers/1/analytics/export-link', { from, to });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { url: string; expires_at: string };
  };

  it('gives an address, relative to the API base, that works without init data for 10 minutes', async () => {
    const link = await linkFor();
    expect(link.url).toMatch(/^workers\/1\/analytics\.csv\?from=2026-12-05&to=2026-12-06&expires=\d+&sig=[0-9a-f]{64}$/);
    expect(link.expires_at).toBe(new Date(READ_AT.getTime() + 600_000).toISOString());
    const res = await anonymous(`/api/${link.url}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(`\uFEFF${CSV}`);
    setClock(new Date(READ_AT.getTime() + 600_000));
    try {
      expect((await anonymous(`/api/${link.url}`)).statusCode).toBe(200);
      setClock(new Date(READ_AT.getTime() + 601_000));
      const late = await anonymous(`/api/${link.url}`);
      expect([late.statusCode, late.json()]).toEqual([403, { message: LINK_REFUSED, error: LINK_REFUSED, code: 'auth.link_invalid', params: {} }]);
    } finally {
      setClock(READ_AT);
    }
  });

  it('is bound to its worker, period and expiry: any change, or a made-up signature, is refused without details', async () => {
    const { url } = await linkFor();
    const sig = url.match(/sig=([0-9a-f]{64})/)![1]!;
    const expires = Number(url.match(/expires=(\d+)/)![1]);
    for (const forged of [
      url.replace('workers/1/', 'workers/2/'),
      url.replace('from=2026-12-05', 'from=2026-12-01'),
      url.replace('to=2026-12-06', 'to=2026-12-31'),
      url.replace(`expires=${expires}`, `expires=${expires + 86_400}`),
      url.replace(sig, `${sig.slice(0, 63)}${sig.endsWith('0') ? '1' : '0'}`),
      url.replace(sig, '0'.repeat(64)),
      url.replace(/&expires=\d+/, ''),
    ]) {
      const res = await anonymous(`/api/${forged}`);
      expect([res.statusCode, res.json().message], forged).toEqual([403, LINK_REFUSED]);
    }
    expect((await anonymous(`/api/${url.replace(sig, 'zz')}`)).statusCode).toBe(400);
  });

  it('another master, or a period the server does not answer, gets no address', async () => {
    expect((await send(ctx, OLGA, 'POST', '/workers/1/analytics/export-link', { from: '2026-12-05', to: '2026-12-06' })).statusCode).toBe(403);
    const long = await send(ctx, MARIA, 'POST', '/workers/1/analytics/export-link', { from: '2025-01-01', to: '2026-12-06' });
    expect([long.statusCode, long.json().field]).toEqual([400, 'to']);
    expect((await send(ctx, MARIA, 'POST', '/workers/1/analytics/export-link', { from: '2026-12-05' })).statusCode).toBe(400);
  });
});
