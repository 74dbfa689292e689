import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { useApp } from '../../helper';
import { MARIA } from '../bookings/move-helpers';
import { READ_AT, T0, get, playScenario } from './scenario';

// The master's figures, counted by hand from the scenario in scenario.ts.
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 });
beforeAll(() => playScenario(ctx));
const figures = (from: string, to: string, caller = MARIA, worker = 1) => get(ctx, caller, `/workers/${worker}/analytics?from=${from}&to=${to}`);

const emptyGrid = () => Array.from({ length: 7 }, () => new Array(24).fill(0));
const grid = (cells: [number, number, number][]) => {
  const g = emptyGrid();
  for (const [dow, hour, n] of cells) g[dow - 1]![hour] = n;
  return g;
};

describe('GET /api/workers/{id}/analytics', () => {
  it('counts the period and the one before it as the scenario says', async () => {
    const res = await figures('2026-12-05', '2026-12-06');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-12-05', to: '2026-12-06',
      // B1 4000 + B3 2500 (the price when booked) + B6 3000 + B7 1500.
      revenue: 11_000,
      bookings: 7, cancelled_by_client: 0, cancelled_by_master: 1, moves: 1, no_shows: 1,
      // One no-show among B1, B3, B4, B6, B7 (B2 cancelled, B5 not started).
      no_show_rate: 0.2,
      new_clients: 2, returning_clients: 2, returning_share: 0.5,
      average_check: 2750,
      top_services: [
        { service_id: 1, title: 'Женская стрижка', count: 3, revenue: 8000 },
        { service_id: 2, title: 'Мужская стрижка', count: 2, revenue: 3000 },
      ],
      // Saturday 10:00 (B1) and 15:00 (B7); Sunday 15:00 (B3) and 16:00 (B6).
      busy: grid([[6, 10, 1], [6, 15, 1], [7, 15, 1], [7, 16, 1]]),
      // Saturday B1 4000 + B7 1500; Sunday B3 2500 + B6 3000.
      revenue_by_day: [{ date: '2026-12-05', revenue: 5500 }, { date: '2026-12-06', revenue: 5500 }],
      // From Sunday 16:30 to the next Sunday 16:30: 56 working hours; booked B6's last half hour and B5.
      occupancy_next_7_days: 1 / 56,
      // No service of the scenario asks a deposit.
      deposits: { paid: 0, refunded: 0, kept: 0 },
      previous: {
        from: '2026-12-03', to: '2026-12-04',
        revenue: 4000, bookings: 3, cancelled_by_client: 1, cancelled_by_master: 0, moves: 0, no_shows: 0, no_show_rate: 0,
        new_clients: 2, returning_clients: 0, returning_share: 0, average_check: 2000,
        top_services: [
          { service_id: 1, title: 'Женская стрижка', count: 1, revenue: 2500 },
          { service_id: 2, title: 'Мужская стрижка', count: 1, revenue: 1500 },
        ],
        busy: grid([[4, 10, 1], [4, 11, 1]]),
        // Both on Thursday the 3rd; none took place on Friday.
        revenue_by_day: [{ date: '2026-12-03', revenue: 4000 }, { date: '2026-12-04', revenue: 0 }],
      },
    });
  });

  it('a longer period takes in both: its previous period is as long and lies before it', async () => {
    const res = await figures('2026-12-03', '2026-12-06');
    expect(res.json()).toMatchObject({
      revenue: 15_000, bookings: 10, cancelled_by_client: 1, cancelled_by_master: 1, moves: 1, no_shows: 1, no_show_rate: 1 / 7,
      // Вера and Глеб new on the 3rd (Глеб came then, and no-showed later), Жанна and Зоя later; Anna came on the 2nd.
      new_clients: 4, returning_clients: 1, average_check: 2500,
      previous: { from: '2026-11-29', to: '2026-12-02', revenue: 2500, bookings: 1, new_clients: 1 },
    });
  });

  it('a booking still to come is counted as a booking, and once it has taken place as a visit', async () => {
    setClock(new Date('2026-12-06T17:00:00+03:00'));
    try {
      expect((await figures('2026-12-05', '2026-12-06')).json()).toMatchObject({ revenue: 12_500, no_show_rate: 1 / 6, new_clients: 3, average_check: 2500 });
    } finally {
      setClock(READ_AT);
    }
  });

  it('refuses a period that ends before it starts, lasts more than 366 days, or is no date', async () => {
    for (const [from, to, message] of [
      ['2026-12-06', '2026-12-05', 'Конец периода раньше начала'],
      ['2025-12-05', '2026-12-06', 'Период не может быть длиннее 366 дней'],
    ]) {
      const res = await figures(from!, to!);
      expect([res.statusCode, res.json().message, res.json().field]).toEqual([400, message, 'to']);
    }
    for (const query of ['from=2026-12-05', 'from=2026-02-30&to=2026-03-01', 'from=05.12.2026&to=2026-12-06', '']) {
      expect((await get(ctx, MARIA, `/workers/1/analytics?${query}`)).statusCode, query).toBe(400);
    }
    expect((await figures('2025-12-06', '2026-12-06')).statusCode).toBe(200);
  });
});
