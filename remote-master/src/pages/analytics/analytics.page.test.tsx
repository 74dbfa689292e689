// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NoticeHost } from '@booking/platform';
import { signedInForEachTest } from '@booking/platform/testkit';
import AnalyticsPage from './analytics.page';
import { addDays } from '@booking/contracts/analytics';

// 'Статистика' with the clock set: Thursday 26 November 2026, 12:00 in Moscow, where the master is.
const USER = { id: 4242, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: null, avatar: '', booking_rules_text: null,
  user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const busy = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
busy[3]![10] = 2;
busy[5]![14] = 1;
const everyDay = (from: string, to: string) => {
  const dates = [from];
  while (dates[dates.length - 1]! < to) dates.push(addDays(dates[dates.length - 1]!, 1));
  return dates;
};
const period = (from: string, to: string, over: Record<string, unknown> = {}) => ({
  from, to, revenue: 11_200, bookings: 9, cancelled_by_client: 1, cancelled_by_master: 1, moves: 2, no_shows: 1, no_show_rate: 0.25,
  new_clients: 2, returning_clients: 1, returning_share: 0.33, average_check: 3_733,
  top_services: [{ service_id: 1, title: 'Стрижка', count: 2, revenue: 3_000 }, { service_id: 2, title: 'Окрашивание', count: 1, revenue: 8_200 }],
  busy, revenue_by_day: everyDay(from, to).map((date) => ({ date, revenue: date === from ? 3_000 : date === to ? 8_200 : 0 })), ...over,
});
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let asked: string[];
let posted: unknown[];
let plan: 'pro' | 'free';
let deposits: Record<string, number> | undefined;
beforeEach(() => {
  deposits = undefined;
  asked = [];
  posted = [];
  plan = 'pro';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/workers/telegram/${USER.id}`) return answer(WORKER);
    if (url.pathname === '/api/workers/7/analytics') {
      asked.push(url.search);
      if (plan === 'free') return answer({ message: 'Статистика доступна в плане «Про»', error: 'Forbidden' }, 403);
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const previous = period('2026-10-01', '2026-10-31', { revenue: 10_000, moves: 0, top_services: [] });
      return answer({ ...period(from, to), occupancy_next_7_days: 0.5, previous, ...(deposits ? { deposits } : {}) });
    }
    if (url.pathname === '/api/workers/7/analytics/export-link' && request.method === 'POST') {
      posted.push(await request.json());
      return answer({ url: 'workers/7/analytics.csv?from=2026-10-28&to=2026-11-26&expires=1&sig=ab', expires_at: '2026-11-26T09:10:00Z' });
    }
    return new Promise<Response>(() => undefined);
  }));
});
signedInForEachTest(USER);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function open(path = '/analytics') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AnalyticsPage />
        <Where />
        <NoticeHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ');
const figure = (key: string) => text(document.querySelector(`[data-figure="${key}"]`));

describe("'Статистика'", () => {
  it('shows the last 30 days by default, each figure against the period before it', async () => {
    open();
    await screen.findByTestId('figures', {}, { timeout: 5000 });
    expect(asked).toEqual(['?from=2026-10-28&to=2026-11-26']);
    expect(screen.getByTestId('period').textContent).toBe('28.10.2026 — 26.11.2026Сравнение с периодом 28.09.2026 — 27.10.2026');
    expect(figure('revenue')).toBe('Выручка11 200 ₽+12% к прошлому периоду');
    expect(figure('moves')).toBe('Переносы2— к прошлому периоду');
    expect(figure('no_show_rate')).toBe('Неявки25%0% к прошлому периоду');
    expect(figure('occupancy_next_7_days')).toBe('Загрузка на 7 дней50%');
    // The services as bars, by revenue and by count, named in text.
    expect(within(screen.getByTestId('bars-revenue')).getAllByRole('listitem').map(text)).toEqual(['Окрашивание8 200 ₽', 'Стрижка3 000 ₽']);
    expect(within(screen.getByTestId('bars-count')).getAllByRole('listitem').map(text)).toEqual(['Стрижка2 зап.', 'Окрашивание1 зап.']);
    // Revenue by day as bars, the days with revenue named in text.
    const days = screen.getByRole('region', { name: 'Выручка по дням' });
    expect(within(days).getByTestId('day-bars').querySelectorAll('rect')).toHaveLength(30);
    expect(within(days).getAllByRole('listitem').map(text)).toEqual(['28.10: 3 000 ₽', '26.11: 8 200 ₽']);
    // The heat map's numbers, for screen readers: Thursday at 10:00 had 2 bookings.
    const table = screen.getByRole('table', { name: 'Загруженность по дням недели и часам' });
    const thursday = within(table).getByRole('rowheader', { name: 'Четверг' }).closest('tr')!;
    expect(Array.from(thursday.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['2', '0', '0', '0', '0']);
    expect(within(screen.getByTestId('busy-heatmap')).queryByRole('img')).toBeNull();
  });

  it('shows what the deposits became once any came in, and nothing of them before', async () => {
    open();
    await screen.findByTestId('figures', {}, { timeout: 5000 });
    expect(screen.queryByTestId('deposit-figures')).toBeNull();
    cleanup();
    deposits = { paid: 2_000, refunded: 500, kept: 1_000 };
    open();
    const block = await screen.findByTestId('deposit-figures', {}, { timeout: 5000 });
    expect(within(block).getAllByRole('definition').map(text)).toEqual(['2 000 ₽', '500 ₽', '1 000 ₽']);
    expect(within(block).getAllByRole('term').map(text)).toEqual(['Внесено', 'Возвращено', 'Осталось у вас']);
  });

  it('asks the chosen period: the last 7 or 90 days, or a range picked in the calendar', async () => {
    open();
    await screen.findByTestId('figures', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '7 дней' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-11-20&to=2026-11-26'));
    expect(screen.getByRole('button', { name: '7 дней' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('where').textContent).toBe('/analytics?days=7');
    fireEvent.click(screen.getByRole('button', { name: 'Свой период' }));
    const day = async (date: string) => {
      const cell = await waitFor(() => {
        const found = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
        if (!found) throw new Error(`no day ${date}`);
        return found;
      }, { timeout: 5000 });
      fireEvent.click(cell);
    };
    await day('2026-11-10');
    expect(screen.getByText('Выберите последний день периода')).toBeTruthy();
    await day('2026-11-02');
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-11-02&to=2026-11-10'));
    expect(screen.getByTestId('period').textContent).toContain('02.11.2026 — 10.11.2026');
    cleanup();
  });

  it("'Выгрузить CSV' asks a signed address of the period's CSV and downloads it", async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Выгрузить CSV' }, { timeout: 5000 }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(posted).toEqual([{ from: '2026-10-28', to: '2026-11-26' }]);
    expect(clicked[0]!.href).toBe('http://localhost:3000/api/workers/7/analytics.csv?from=2026-10-28&to=2026-11-26&expires=1&sig=ab');
    expect(clicked[0]!.download).toBe('statistika-2026-10-28-2026-11-26.csv');
  });

  it('a master whose plan has no analytics sees sample figures under a veil and goes to the plans', async () => {
    plan = 'free';
    open('/worker/7/analytics');
    const veil = await screen.findByRole('region', { name: 'Статистика доступна в плане «Про»' }, { timeout: 5000 });
    expect(veil.textContent).toContain('Статистика доступна в плане «Про»');
    // The sample is there for the eye only, and nothing of it can be exported.
    expect(screen.getByTestId('figures').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Выгрузить CSV' })).toBeNull();
    fireEvent.click(within(veil).getByRole('button', { name: 'Выбрать план «Про»' }));
    expect(screen.getByTestId('where').textContent).toBe('/subscription/plans');
  });
});
