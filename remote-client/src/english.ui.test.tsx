// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { schemas } from '@booking/contracts';
import { businessKeys, placeKeys, setLanguage, workerKeys } from '@booking/platform';
import { BookingCard } from './features/booking-card/booking-card.ui';
import { LoadMore } from './features/booking-card/load-more.ui';
import { formatOffset } from './features/slot-picker/timezone-warning.lib';
import LegalPage from './pages/legal/legal.page';

// The client's screens on an English page: the area's texts, dates and offsets in English, and no
// Russian letter left on screen but in names that come from data. The platform's own English is
// the platform's to test; here its entries load as nothing.
vi.mock('@booking/platform/english-entries', () => ({}));
const asked = vi.hoisted(() => [] as { title: string; message: string; confirmLabel?: string; cancelLabel?: string }[]);
vi.mock('@booking/platform', async (original) => ({
  ...(await original<typeof import('@booking/platform')>()),
  confirm: async (options: (typeof asked)[number]) => (asked.push(options), false),
}));

const CYRILLIC = /[А-Яа-яЁё]/;

/** All a person reads in the document: its text and the attributes read out or shown. */
function readable(): string {
  const attributes = Array.from(document.body.querySelectorAll('*')).flatMap((el) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join(' ');
}

const place = { id: 1, name: 'Lime', address: 'London, 12 Baker Street', avatar: null, business_id: 1, contacts: {}, workers: [1] };

function renderCard(booking: schemas.Booking) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(placeKeys.one(1), place);
  client.setQueryData(businessKeys.one(1), { id: 1, name: 'Studio', description: 'Beauty salon', avatar: '', places: [], owners: [] });
  client.setQueryData(workerKeys.one(1), {
    id: 1, user_id: 1, business_id: 1, uuid: 'u', title: 'Maria Ivanova', description: null, avatar: '', booking_rules_text: null,
    adjacent_slots_only: false, cancel_cutoff_hours: 3, max_moves: 1, user: { username: 'maria', timezone: 'Europe/Moscow' },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingCard booking={booking} past={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const booking = (over: Partial<schemas.Booking> = {}): schemas.Booking => ({
  id: 7,
  status: 'confirmed',
  place_id: 1,
  worker: { id: 1, name: 'Maria Ivanova', avatar: '' },
  services: [{ title: 'Haircut', price: 2500, slot_duration: 60, category_id: 1 }],
  time: { date: '2030-05-10', time_start: '10:00:00' },
  can_move: true,
  can_cancel: true,
  ...over,
});

describe('the client area in English', () => {
  beforeAll(async () => {
    setLanguage('en');
    await import('./english');
    await import('./pages/legal/legal-english');
  });
  afterAll(() => setLanguage('ru'));
  afterEach(() => {
    cleanup();
    asked.length = 0;
  });

  it('a booking card reads English: its date, status and actions', () => {
    renderCard(booking());
    expect(screen.getByText('Fri 10 May · 10:00')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.getByText('Lime, London, 12 Baker Street')).toBeTruthy();
    expect(readable()).not.toMatch(CYRILLIC);
  });

  it('the cancel question is English, with the date in English', async () => {
    renderCard(booking());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({
      title: 'Booking cancellation',
      message: 'Cancel your booking with Maria Ivanova on 10 May at 10:00?',
      confirmLabel: 'Cancel booking',
      cancelLabel: 'Back',
    });
  });

  it('a card awaiting its deposit, and the cancel question of a paid one, read English', async () => {
    renderCard(booking({ status: 'awaiting_payment', deposit: { amount: 500, state: 'awaiting', confirmation_url: 'https://yoomoney.ru/x', expires_at: null, refund_on_cancel: true } }));
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(screen.getByTestId('booking-deposit').textContent).toBe('Deposit 500\u00a0₽');
    expect(readable()).not.toMatch(CYRILLIC);
    cleanup();
    renderCard(booking({ deposit: { amount: 500, state: 'paid', confirmation_url: null, expires_at: null, refund_on_cancel: false } }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.message).toBe('Cancel your booking with Maria Ivanova on 10 May at 10:00? Your 500\u00a0₽ deposit won’t be refunded: it is later than the specialist’s cancellation deadline');
  });

  it('a booking that is over offers "Book again"; a master’s name from data may stay Cyrillic', () => {
    renderCard(booking({ status: 'cancelled', worker: { id: 1, name: 'Мария Иванова', avatar: '' } }));
    expect(screen.getByRole('button', { name: 'Book again' })).toBeTruthy();
    expect(screen.getByText('Not confirmed')).toBeTruthy();
    // The name, and its initials on the avatar.
    expect(readable().replaceAll('Мария Иванова', '').replace('МИ', '')).not.toMatch(CYRILLIC);
  });

  it('a failed page of bookings offers "Try again"', () => {
    render(<LoadMore hasMore loading={false} failed onMore={() => undefined} />);
    expect(screen.getByText('Couldn’t load the data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(readable()).not.toMatch(CYRILLIC);
  });

  it.each([
    ['/privacy', 'Privacy policy', 'What we store'],
    ['/terms', 'Terms of use', 'Bookings and cancellation'],
  ])('%s is in English', (path, title, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <LegalPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(readable()).not.toMatch(CYRILLIC);
  });

  it("the master's time zone offset reads hours in English", () => {
    expect(formatOffset(4)).toBe('+4 h');
    expect(formatOffset(-2)).toBe('−2 h');
  });
});
