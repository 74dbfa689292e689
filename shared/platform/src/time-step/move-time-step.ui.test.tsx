// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BookingDetail } from '@booking/contracts/schemas';
import { MoveTimeStep } from './move-time-step.ui';
import { bookingKeys, serviceKeys, timetableKeys, workerKeys, ConfirmHost } from '@booking/platform';

/** 2026-12-02 12:00 in Moscow. */
const NOW = new Date(Date.UTC(2026, 11, 2, 9, 0));
const booking = (over: Partial<BookingDetail> = {}): BookingDetail => ({
  id: 7, status: 'confirmed', business_id: 1, place_id: 1, worker: { id: 1, name: 'Мария', avatar: '' }, service_ids: [1],
  time: { date: '2026-12-03', time_start: '14:00:00', time_end: '15:00:00', starts_at: '2026-12-03T11:00:00Z' },
  client_moves: 0, can_move: true, can_cancel: true, ...over,
});
const worker = {
  id: 1, user_id: 1, business_id: 1, uuid: 'u', title: 'Мария', description: null, avatar: '', booking_rules_text: null, adjacent_slots_only: false,
  cancel_cutoff_hours: 3, max_moves: 1, user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const service = { id: 1, worker_id: 1, category_id: 1, title: 'Стрижка', description: null, price: 1000, slot_duration: 60, booking_deadline: 15, status: 'active' as const, place_id: 1 };
const day = (date: string) => [{
  worker_id: 1, date, timeslots: [{ id: 5, time_start: '13:00:00', time_end: '16:00:00', status: 'free' as const, place_id: 1 }],
  timeslots_busy: date === '2026-12-03' ? [{ time_start: '14:00:00', time_end: '15:00:00' }] : [],
}];

function renderStep(detail: BookingDetail, onDone = vi.fn(), showRules?: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(bookingKeys.one(7), detail);
  client.setQueryData(workerKeys.one(1), worker);
  client.setQueryData(serviceKeys.list({ workerId: 1, placeId: 1 }), [service]);
  client.setQueryData(timetableKeys.dates(1, false, 1), ['2026-12-03', '2026-12-04']);
  for (const date of ['2026-12-03', '2026-12-04']) client.setQueryData(timetableKeys.slots(1, date, true), day(date));
  render(
    <QueryClientProvider client={client}>
      <MoveTimeStep bookingId={7} doneAction={{ label: 'Мои записи', onClick: onDone }} showRules={showRules} />
      <ConfirmHost />
    </QueryClientProvider>,
  );
  return onDone;
}

/** What the refreshes after a move read (the move's answer waits for them). */
function reread(url: string, detail: BookingDetail): unknown {
  const path = new URL(url).pathname;
  const date = /\/timeslots\/1\/(\d{4}-\d\d-\d\d)$/.exec(path)?.[1];
  if (date) return day(date);
  if (path.endsWith('/bookings/7')) return detail;
  if (path.endsWith('/workers/1')) return worker;
  if (path.endsWith('/workers/1/dates')) return ['2026-12-03', '2026-12-04'];
  return path.includes('/services') ? [service] : [];
}

/** Answers POST /bookings/7/move with `status` and `body`, keeping the requests, and the refreshes that follow. */
function answerMove(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const json = (answer: unknown, code = 200) => new Response(JSON.stringify(answer), { status: code, headers: { 'content-type': 'application/json' } });
    if (input.method !== 'POST') return json(reread(input.url, status === 200 ? (body as BookingDetail) : booking()));
    calls.push({ url: input.url, method: input.method, body: await input.clone().json() });
    return json(body, status);
  });
  return calls;
}

const times = () => within(screen.getByTestId('slot-list')).getAllByRole('button').map((b) => b.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the move step', () => {
  it('shows the booking’s present time on its date, offers the other times and the master’s rules, and moves it', async () => {
    const calls = answerMove(200, booking({ time: { date: '2026-12-03', time_start: '15:00:00', time_end: '16:00:00', starts_at: '2026-12-03T12:00:00Z' }, client_moves: 1 }));
    const onDone = renderStep(booking());
    expect(screen.getByRole('heading', { name: 'Перенос записи' })).toBeTruthy();
    expect(screen.getByTestId('present-time').textContent).toBe('Сейчас: 3 декабря, чт, 14:00');
    expect(screen.getByText(/^Завтра/)).toBeTruthy();
    expect(times()).toEqual(['13:00 — 14:00', '13:30 — 14:30', '14:30 — 15:30', '15:00 — 16:00']);
    expect(screen.getByTestId('change-rules').textContent).toContain('Отмена и перенос — не позднее чем за 3 ч до начала');
    expect(screen.getByTestId('change-rules').textContent).toContain('Перенести запись можно 1 раз');
    const moveButton = screen.getByRole('button', { name: 'Перенести' });
    expect(moveButton).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '15:00 — 16:00' }));
    expect(screen.getByTestId('booking-summary').textContent).toBe('Новое время: 3 декабря, чт, 15:00');
    fireEvent.click(moveButton);
    expect(await screen.findByRole('heading', { name: 'Запись перенесена' })).toBeTruthy();
    expect(calls).toEqual([{ url: expect.stringMatching(/\/bookings\/7\/move$/), method: 'POST', body: { timeslot_id: 5, time_start: '15:00:00' } }]);
    expect(screen.getByTestId('moved-time').textContent).toBe('3 декабря, чт, 15:00');
    expect(screen.getByTestId('change-rules').textContent).toContain('Отмена и перенос — не позднее чем за 3 ч до начала');
    fireEvent.click(screen.getByRole('button', { name: 'Мои записи' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a refusal with the server’s words and stays on the step with nothing chosen', async () => {
    answerMove(409, { error: 'Это время уже занято. Выберите другое время.', message: 'Это время уже занято. Выберите другое время.' });
    renderStep(booking());
    fireEvent.click(screen.getByRole('button', { name: 'Следующая дата' }));
    expect(times()).toEqual(['13:00 — 14:00', '13:30 — 14:30', '14:00 — 15:00', '14:30 — 15:30', '15:00 — 16:00']);
    fireEvent.click(screen.getByRole('button', { name: '14:00 — 15:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Перенести' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Не удалось перенести запись' });
    expect(dialog.textContent).toContain('Это время уже занято. Выберите другое время.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('heading', { name: 'Запись перенесена' })).toBeNull();
    expect(screen.getByTestId('booking-summary').textContent).toBe('Выберите удобное время для записи');
  });

  it('the master’s own area may leave the rules out: they bind the client only', () => {
    renderStep(booking(), vi.fn(), false);
    expect(screen.getByRole('heading', { name: 'Перенос записи' })).toBeTruthy();
    expect(screen.queryByTestId('change-rules')).toBeNull();
  });

  it('a booking that may not move says why and offers no time', () => {
    renderStep(booking({ can_move: false, client_moves: 1 }));
    expect(screen.getByRole('alert').textContent).toBe('Перенести запись можно только 1 раз. Напишите мастеру.');
    expect(screen.queryByTestId('slot-list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Перенести' })).toBeNull();
  });
});
