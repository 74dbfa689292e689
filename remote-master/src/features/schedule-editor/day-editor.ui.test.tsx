// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfirmHost, NoticeHost } from '@booking/platform';
import { scheduleClipboard } from '../../entities/schedule/schedule-clipboard.store';
import { DayEditor } from './day-editor.ui';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const slot = (id: number, time_start: string, time_end: string, status: 'free' | 'break', place_id = 1) => ({ id, time_start, time_end, status, booking_id: null, place_id });
const emptyDay = { worker_id: 1, date: '2026-11-26', timeslots: [], timeslots_busy: [] };
const storedDay = {
  ...emptyDay,
  timeslots: [slot(1, '09:00:00', '13:00:00', 'free'), slot(2, '13:00:00', '14:00:00', 'break'), slot(3, '14:00:00', '18:00:00', 'free')],
};
const place = { id: 1, name: 'Лайм', address: 'Москва', avatar: '', business_id: 1, contacts: { phone: null, vk: null, website: null }, workers: [1] };

let fetchMock: ReturnType<typeof vi.fn<(r: Request) => Promise<Response>>>;
const calls = () => fetchMock.mock.calls.map(([r]) => `${(r as Request).method} ${new URL((r as Request).url).pathname}`);
/** JSON bodies of the writes, by request path. */
let sent: Record<string, unknown>;

beforeEach(() => {
  fetchMock = vi.fn();
  sent = {};
  vi.stubGlobal('fetch', async (r: Request) => {
    if (r.method !== 'GET' && r.method !== 'DELETE') sent[new URL(r.url).pathname] = await r.clone().json();
    return fetchMock(r);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  scheduleClipboard.getState().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDay(date = '2026-11-26', today = '2026-11-24') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onHint = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <DayEditor workerId={1} date={date} today={today} onHint={onHint} />
      <NoticeHost />
      <ConfirmHost />
    </QueryClientProvider>,
  );
  return onHint;
}
const select = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

describe('day editor', () => {
  it('an empty day says so and offers the default 09:00–18:00 with a 13:00–14:00 break; creating posts it', async () => {
    fetchMock.mockImplementation(async (r: Request) => {
      if (r.url.includes('/workers/1/places')) return json([place]);
      if (r.method === 'POST') return json(storedDay, 201);
      return json(emptyDay);
    });
    renderDay();
    await screen.findByText('Таймслотов на эту дату нет');
    expect((screen.getByRole('combobox', { name: 'Начало работы, часы' }) as HTMLSelectElement).value).toBe('9');
    expect((screen.getByRole('combobox', { name: 'Конец работы, часы' }) as HTMLSelectElement).value).toBe('18');
    expect((screen.getByRole('combobox', { name: 'Начало перерыва 1, часы' }) as HTMLSelectElement).value).toBe('13');
    fireEvent.click(screen.getByRole('button', { name: 'Создать расписание' }));
    await screen.findByText('Расписание создано');
    expect(calls()).toEqual(['GET /api/timetable/1/2026-11-26', 'GET /api/workers/1/places', 'POST /api/timetable/', 'GET /api/timetable/1/2026-11-26']);
    expect(sent['/api/timetable/']).toEqual({
      worker_id: 1, place_id: 1, date: '2026-11-26',
      slots: [{ time_start: '09:00', time_end: '18:00', status: 'free' }, { time_start: '13:00', time_end: '14:00', status: 'break' }],
    });
  });

  it('a master at two places sees the place of each part of the day and chooses the place of a new day (the first by default)', async () => {
    const second = { ...place, id: 2, name: 'Лайм на Арбате', address: 'Москва, ул. Арбат, 24' };
    const splitDay = { ...storedDay, timeslots: [slot(1, '09:00:00', '13:00:00', 'free', 1), slot(2, '13:00:00', '14:00:00', 'break', 1), slot(3, '14:00:00', '18:00:00', 'free', 2)] };
    fetchMock.mockImplementation(async (r: Request) => {
      if (r.url.includes('/workers/1/places')) return json([place, second]);
      if (r.method === 'POST') return json(storedDay, 201);
      return json(r.url.includes('2026-11-27') ? { ...splitDay, date: '2026-11-27' } : emptyDay);
    });
    renderDay();
    const choice = (await screen.findByTestId('place-select')) as HTMLSelectElement;
    expect(choice.value).toBe('1');
    fireEvent.change(choice, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать расписание' }));
    await screen.findByText('Расписание создано');
    expect(sent['/api/timetable/']).toMatchObject({ place_id: 2, date: '2026-11-26' });
    cleanup();

    renderDay('2026-11-27');
    await screen.findByTestId('mixed-places');
    expect(screen.getAllByTestId('slot-place').map((e) => e.textContent)).toEqual(['Лайм', 'Лайм', 'Лайм на Арбате']);
    expect((screen.getByTestId('place-select') as HTMLSelectElement).value).toBe('1');
  });

  it('a master at one place is not asked for a place, and sees no place names', async () => {
    fetchMock.mockImplementation(async (r: Request) => (r.url.includes('/workers/1/places') ? json([place]) : json(storedDay)));
    renderDay();
    await screen.findByRole('button', { name: 'Сохранить' });
    expect(screen.queryByTestId('place-select')).toBeNull();
    expect(screen.queryByTestId('slot-place')).toBeNull();
  });

  it('a validation error shows its text titled "Ошибка" and sends nothing', async () => {
    fetchMock.mockResolvedValue(json(emptyDay));
    renderDay();
    await screen.findByText('Таймслотов на эту дату нет');
    select('Конец перерыва 1, часы', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Создать расписание' }));
    const alert = (await screen.findByText('Начало перерыва должно быть раньше конца')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Ошибка')).toBeTruthy();
    expect(calls()).toEqual(['GET /api/timetable/1/2026-11-26', 'GET /api/workers/1/places']);
  });

  it('an existing day is prefilled; an update failure shows the server message and keeps the input', async () => {
    fetchMock.mockImplementation(async (r: Request) => {
      if (r.url.includes('/workers/1/places')) return json([place]);
      if (r.method === 'PUT') return json({ error: 'Слот пересекается с другим слотом' }, 409);
      return json(storedDay);
    });
    renderDay();
    await screen.findByRole('button', { name: 'Сохранить' });
    expect(screen.getAllByTestId('break-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '+ Добавить перерыв' }));
    expect(screen.getAllByTestId('break-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Слот пересекается с другим слотом');
    expect(screen.getAllByTestId('break-row')).toHaveLength(2);
  });

  it('a booked day says so before any call: no save, no delete, and paste refused with the spec text', async () => {
    fetchMock.mockResolvedValue(json({ ...storedDay, timeslots_busy: [{ time_start: '10:00:00', time_end: '11:00:00' }] }));
    scheduleClipboard.getState().copy({ workerId: 1, date: '2026-11-25' });
    renderDay();
    await screen.findByTestId('day-booked');
    expect(screen.getByText('Запись клиента')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Удалить' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Вставить' }));
    const refusal = (await screen.findByText('На целевой дате есть брони. Вставка запрещена.')).closest('[role="alert"]') as HTMLElement;
    expect(within(refusal).getByText('Нельзя вставить')).toBeTruthy();
    expect(calls()).toEqual(['GET /api/timetable/1/2026-11-26', 'GET /api/workers/1/places']);
  });

  it('a past empty day is read-only with its own text', async () => {
    fetchMock.mockResolvedValue(json({ ...emptyDay, date: '2026-11-20' }));
    renderDay('2026-11-20');
    await screen.findByText('В этот день вы не создавали расписания');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Создать расписание' })).toBeNull();
  });

  it('a load failure shows "Ошибка: {message}" and "Повторить" loads again', async () => {
    let failed = false;
    fetchMock.mockImplementation(async (r: Request) => {
      if (r.url.includes('/workers/1/places')) return json([place]);
      if (!failed) {
        failed = true;
        throw new TypeError('Failed to fetch');
      }
      return json(emptyDay);
    });
    renderDay();
    await screen.findByText('Ошибка: Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Таймслотов на эту дату нет');
  });

  it('copy then paste onto a scheduled day asks first, then posts the copy', async () => {
    fetchMock.mockImplementation(async (r: Request) => (r.method === 'POST' ? json(storedDay, 201) : json(storedDay)));
    scheduleClipboard.getState().copy({ workerId: 1, date: '2026-11-25' });
    renderDay();
    fireEvent.click(await screen.findByRole('button', { name: 'Вставить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Вставить расписание?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вставить' }));
    await screen.findByText('Расписание вставлено');
    expect(calls()).toContain('POST /api/timetable/copy');
    expect(sent['/api/timetable/copy']).toEqual({ worker_id: 1, from_date: '2026-11-25', to_date: '2026-11-26' });
  });
});
