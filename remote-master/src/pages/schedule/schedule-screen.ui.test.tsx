// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ScheduleScreen } from './schedule-screen.ui';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // Tuesday 24 November 2026, noon in Moscow.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (r: Request) =>
    json(r.url.includes('/dates') ? ['2026-11-26'] : { worker_id: 1, date: new URL(r.url).pathname.split('/').pop(), timeslots: [], timeslots_busy: [] }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderScreen(date = '2026-11-25') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/worker/1/schedule?date=${date}`]}>
        <ScheduleScreen workerId={1} timeZone="Europe/Moscow" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const day = (date: string) => document.querySelector(`[role="gridcell"][data-date="${date}"]`) as HTMLElement;
const selected = () => Array.from(document.querySelectorAll('[role="gridcell"][aria-selected="true"]')).map((c) => c.getAttribute('data-date'));

describe('multi-select on the schedule (docs/product.md, States)', () => {
  it('enters with the open day, adds and removes days, leaves below two, never picks past days', async () => {
    renderScreen();
    await screen.findByTestId('day-editor');
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать несколько дней' }));
    expect(screen.getByRole('heading', { name: 'Выбрано дат: 1' })).toBeTruthy();
    expect(screen.getByText('Выберите ещё хотя бы один день')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Применить ко всем' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(day('2026-11-27'));
    expect(screen.getByRole('heading', { name: 'Выбрано дат: 2' })).toBeTruthy();
    expect(selected()).toEqual(['2026-11-25', '2026-11-27']);
    // A past day is not picked.
    fireEvent.click(day('2026-11-20'));
    expect(screen.getByRole('heading', { name: 'Выбрано дат: 2' })).toBeTruthy();
    // Down to one day: the mode is left, the single day's editor is back.
    fireEvent.click(day('2026-11-27'));
    expect(screen.queryByTestId('multi-editor')).toBeNull();
    expect(await screen.findByTestId('day-editor')).toBeTruthy();
  });

  it('the close button leaves and clears the selection', async () => {
    renderScreen();
    await screen.findByTestId('day-editor');
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать несколько дней' }));
    fireEvent.click(day('2026-11-27'));
    fireEvent.click(day('2026-11-28'));
    expect(screen.getByRole('heading', { name: 'Выбрано дат: 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть выбор дат' }));
    expect(screen.queryByTestId('multi-editor')).toBeNull();
    expect(selected()).toEqual(['2026-11-25']);
  });

  it('a past day opens read-only and offers no multi-select; a date before 2025 is refused', async () => {
    renderScreen('2026-11-20');
    await screen.findByText('В этот день вы не создавали расписания');
    expect(screen.queryByRole('button', { name: 'Выбрать несколько дней' })).toBeNull();
    cleanup();
    renderScreen('2024-12-31');
    expect(screen.getByText('Неверная дата')).toBeTruthy();
    cleanup();
    renderScreen('2026-02-30');
    expect(screen.getByText('Неверная дата')).toBeTruthy();
  });

  it('the month marks the scheduled dates from one request', async () => {
    renderScreen();
    await screen.findByTestId('day-editor');
    await vi.waitFor(() => expect(day('2026-11-26').className).toMatch(/scheduled/));
    expect(day('2026-11-27').className).not.toMatch(/scheduled/);
  });
});
