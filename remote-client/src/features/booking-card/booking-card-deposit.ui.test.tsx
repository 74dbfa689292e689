// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { schemas } from '@booking/contracts';
import { bookingKeys, businessKeys, placeKeys, sessionStore, workerKeys } from '@booking/platform';
import { BookingCard } from './booking-card.ui';
import 'dayjs/locale/ru';

// The cancel question as the card asks it (Telegram's popup or the page's dialog): recorded, and answered "no".
const asked = vi.hoisted(() => [] as { message: string }[]);
vi.mock('@booking/platform', async (original) => ({
  ...(await original<typeof import('@booking/platform')>()),
  confirm: async (options: (typeof asked)[number]) => (asked.push(options), false),
}));

const PAY_URL = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f1c';
const place = { id: 1, name: 'Лайм', address: 'Тверская, 1', avatar: null, business_id: 1, contacts: {}, workers: [1] };

function renderCard(booking: schemas.Booking, client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })) {
  client.setQueryData(placeKeys.one(1), place);
  client.setQueryData(businessKeys.one(1), { id: 1, name: 'Студия', description: null, avatar: '', places: [], owners: [] });
  client.setQueryData(workerKeys.one(1), {
    id: 1, user_id: 1, business_id: 1, uuid: 'u', title: 'Мария', description: null, avatar: '', booking_rules_text: null, adjacent_slots_only: false,
    cancel_cutoff_hours: 3, max_moves: 1, user: { username: 'maria', timezone: 'Europe/Moscow' },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingCard booking={booking} past={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const deposit = (over: Partial<schemas.Deposit> = {}): schemas.Deposit => ({
  amount: 500, state: 'paid', confirmation_url: null, expires_at: null, refund_on_cancel: true, ...over,
});

const booking = (over: Partial<schemas.Booking> = {}): schemas.Booking => ({
  id: 7,
  status: 'confirmed',
  place_id: 1,
  worker: { id: 1, name: 'Мария', avatar: '' },
  services: [{ title: 'Стрижка', price: 2500, slot_duration: 60, category_id: 1 }],
  time: { date: '2030-05-10', time_start: '10:00:00' },
  can_move: true,
  can_cancel: true,
  ...over,
});

const awaiting = () => booking({ status: 'awaiting_payment', deposit: deposit({ state: 'awaiting', confirmation_url: PAY_URL, expires_at: '2030-05-01T10:15:00Z' }) });

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // A plain browser: the page itself goes to ЮKassa.
  sessionStore.getState().setLaunch(null);
  sessionStore.getState().setContainer('web');
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  asked.length = 0;
});

describe('a booking card with a deposit', () => {
  it('awaiting: "Ожидает оплаты", the deposit, and "Оплатить" that takes the browser to ЮKassa’s page', () => {
    renderCard(awaiting());
    expect(screen.getByText('Ожидает оплаты')).toBeTruthy();
    expect(screen.getByTestId('booking-deposit').textContent).toBe('Предоплата 500\u00a0₽');
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(PAY_URL);
  });

  it('awaiting: coming back to the app reads the bookings again', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderCard(awaiting(), client);
    window.dispatchEvent(new Event('focus'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bookingKeys.all });
  });

  it.each([
    ['paid', 'Предоплата 500 ₽'],
    ['refunding', 'Предоплата возвращается'],
    ['refunded', 'Предоплата возвращена'],
    ['kept', 'Предоплата не возвращена'],
  ] as const)('%s: "%s", confirmed, and no "Оплатить"', (state, line) => {
    renderCard(booking({ deposit: deposit({ state }) }));
    expect(screen.getByTestId('booking-deposit').textContent?.replace(/\u00a0/g, ' ')).toBe(line);
    expect(screen.getByText('Подтверждена')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('released: a cancelled card, with no deposit line', () => {
    renderCard(booking({ status: 'cancelled', deposit: deposit({ state: 'released' }) }));
    expect(screen.getByText('Не подтверждена')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(screen.queryByTestId('booking-deposit')).toBeNull();
  });

  it.each([
    [true, 'Предоплата 500 ₽ вернётся'],
    [false, 'Предоплата 500 ₽ не вернётся: отмена позже срока мастера'],
  ])('a paid one: the cancel question says before confirming what happens to it (refund_on_cancel %s)', async (refund, sentence) => {
    renderCard(booking({ deposit: deposit({ refund_on_cancel: refund }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Отменить запись' }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.message.replace(/\u00a0/g, ' ')).toBe(`Отменить запись к мастеру Мария на 10 мая в 10:00? ${sentence}`);
  });

  it('without a paid deposit the cancel question is the plain one', async () => {
    renderCard(awaiting());
    fireEvent.click(screen.getByRole('button', { name: 'Отменить запись' }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.message).toBe('Отменить запись к мастеру Мария на 10 мая в 10:00?');
  });
});
