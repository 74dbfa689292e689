// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { signedInForEachTest } from '@booking/platform/testkit';
import MyBookingsPage from './my-bookings.page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The client's list loads past bookings a page at a time: the first page has every
// upcoming booking and the 20 most recent past ones; scrolling to its end shows 'Загрузка...' and
// then the next past ones, until a page comes back short.
const USER = { id: 4242, first_name: 'Анна' };
const DAY = 86_400_000;
const booking = (id: number, daysFromNow: number) => {
  const at = new Date(Date.now() + daysFromNow * DAY);
  return {
    id,
    status: 'confirmed',
    place_id: 1,
    worker: { id: 3, name: 'Мария', avatar: '' },
    services: [{ title: 'Стрижка', price: 1500, slot_duration: 60, category_id: null }],
    time: { date: at.toISOString().slice(0, 10), time_start: '10:00:00', starts_at: at.toISOString().replace(/\.\d+Z$/, 'Z') },
  };
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** IntersectionObserver as a browser gives it, driven by the test: `scrollToEnd()` shows every observed element. */
const observed = new Set<{ cb: IntersectionObserverCallback; el: Element }>();
class FakeObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe(el: Element) {
    observed.add({ cb: this.cb, el });
  }
  disconnect() {
    for (const o of [...observed]) if (o.cb === this.cb) observed.delete(o);
  }
}
const scrollToEnd = () =>
  act(() => {
    for (const { cb, el } of [...observed]) cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  });

let requests: URL[];
let answerSecondPage: (body: unknown) => void;
beforeEach(() => {
  requests = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('fetch', vi.fn((request: Request) => {
    const url = new URL(request.url);
    requests.push(url);
    if (url.pathname === `/api/bookings/telegram_id/${USER.id}` && !url.searchParams.has('before')) {
      // One upcoming booking, then the 20 most recent past ones (ids 100..119, newest first).
      return Promise.resolve(json([booking(1, 3), ...Array.from({ length: 20 }, (_, i) => booking(100 + i, -(i + 1)))]));
    }
    if (url.pathname === `/api/bookings/telegram_id/${USER.id}`) return new Promise<Response>((resolve) => (answerSecondPage = (body) => resolve(json(body))));
    return new Promise<Response>(() => undefined); // each card's place: not needed here
  }));
});
signedInForEachTest(USER);
afterEach(() => {
  observed.clear();
});

describe("'Мои записи' in pages", () => {
  it('shows the first page, then loads the next past bookings with a loading state when scrolled to the end', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MyBookingsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const cards = () => screen.getByTestId('bookings-list').querySelectorAll('[data-testid="booking-card"]').length;
    await screen.findByTestId('bookings-list');
    expect(requests.filter((u) => u.pathname.startsWith('/api/bookings/')).map((u) => u.search)).toEqual(['?limit=20']);
    expect(cards()).toBe(21);
    expect(screen.getByTestId('bookings-more')).toBeTruthy();

    await scrollToEnd();
    expect(requests.filter((u) => u.pathname.startsWith('/api/bookings/')).map((u) => u.search)).toEqual(['?limit=20', '?limit=20&before=119']);
    expect((await screen.findByTestId('bookings-loading-more')).textContent).toContain('Загрузка...');

    await act(async () => answerSecondPage(Array.from({ length: 5 }, (_, i) => booking(120 + i, -(21 + i)))));
    await vi.waitFor(() => expect(cards()).toBe(26));
    expect(screen.queryByTestId('bookings-loading-more')).toBeNull();
    // A short page is the last: nothing more to ask for, however far they scroll.
    expect(screen.queryByTestId('bookings-more')).toBeNull();
    await scrollToEnd();
    expect(requests.filter((u) => u.pathname.startsWith('/api/bookings/'))).toHaveLength(2);
    // 41 cards rendered in jsdom take seconds on a busy machine: more than vitest's default 5 s.
  }, 30_000);
});
