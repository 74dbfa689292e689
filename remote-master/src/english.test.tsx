// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ConfirmHost, NoticeHost, setLanguage, startLanguage, storeLanguageChoice } from '@booking/platform';
import { signedInForEachTest } from '@booking/platform/testkit';
import BookingsPage from './pages/bookings/bookings.page';
import { ScheduleScreen } from './pages/schedule/schedule-screen.ui';
import { multiResultText } from './entities/schedule/schedule-result.lib';
import { figureRows, sampleAnalytics } from './entities/analytics/analytics.lib';
import { CUTOFF_CHOICES, MOVES_CHOICES } from './features/change-rules-form/change-rules.lib';
import { visitDate } from './entities/client/client-card.lib';
import { analyticsTexts } from './entities/analytics/analytics.texts';
import { texts as clientsTexts } from './entities/client/clients.texts';
import { scheduleTexts } from './entities/schedule/schedule.texts';
import { texts } from './shared/texts';
import { ServiceForm } from './features/service-form/service-form.ui';
import { serviceDefaults } from './features/service-form/service-form.lib';
import { ChangeRulesForm } from './features/change-rules-form/change-rules-form.ui';

// A person whose language is English (their choice on this device): the page's language starts
// (the platform's own English with it), then the area's English module is loaded, as startApp and
// the shell do before the first render. The screens' modules were loaded before it (imported
// above), as a page prefetched early is.
beforeAll(async () => {
  storeLanguageChoice('en');
  await startLanguage();
  await import('./english');
});
afterAll(() => setLanguage('ru'));

const CYRILLIC = /[А-Яа-яЁё]/;
/** What a person reads on the page, texts and the names of controls, without the names that are data (the database's Russian). */
function shownText(dataNames: readonly string[]): string {
  const attributes = Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')).flatMap((el) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
  );
  let all = [document.body.textContent ?? '', ...attributes].join('\n');
  for (const name of dataNames) all = all.split(name).join('');
  return all;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Thursday 26 November 2026, 12:00 in Moscow, where the master is.
const USER = { id: 4242, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: null, avatar: '', booking_rules_text: null,
  user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const row = (booking_id: number, time_start: string, time_end: string, can_cancel: boolean) => ({
  booking_id, status: 'confirmed', time_start, time_end, client_name: `Клиентка ${booking_id}`, client_avatar: '', client_telegram_id: 100 + booking_id,
  client_username: `client${booking_id}`, category_name: 'Ногти', service_title: 'Маникюр', service_price: 1500, duration: 60, can_cancel, place_id: 2,
  place_name: 'Тверская', attendance: null,
});
// The data's names, and the avatars' initials made from them.
const DATA_NAMES = ['Клиентка 1', 'Клиентка 2', 'Ногти', 'Маникюр', 'Тверская', 'Лайм', 'Москва', 'К1', 'К2'];
const PLACE = { id: 2, name: 'Лайм', address: 'Москва', avatar: '', business_id: 3, contacts: { phone: null, vk: null, website: null }, workers: [7] };
const slot = (id: number, time_start: string, time_end: string, status: 'free' | 'break') => ({ id, time_start, time_end, status, booking_id: null, place_id: 2 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/workers/telegram/${USER.id}`) return json(WORKER);
    if (/\/places$/.test(url.pathname)) return json([PLACE]);
    if (url.pathname === '/api/workers/7/bookings/2026-11-26') return json([row(1, '10:00:00', '11:00:00', false), row(2, '15:00:00', '16:00:00', true)]);
    if (/^\/api\/workers\/7\/bookings\//.test(url.pathname)) return json([]);
    if (url.pathname.includes('/dates')) return json(['2026-11-27']);
    const date = url.pathname.split('/').pop();
    return json({ worker_id: 7, date, timeslots: date === '2026-11-27' ? [slot(1, '09:00:00', '13:00:00', 'free'), slot(2, '13:00:00', '14:00:00', 'break')] : [], timeslots_busy: [] });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
signedInForEachTest(USER);

function renderWithClient(node: React.ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {node}
        <NoticeHost />
        <ConfirmHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the master's day view in English", () => {
  it('titles, the day, who came, reschedule and cancel, the next days: not a Russian letter but the data', async () => {
    renderWithClient(<BookingsPage />, '/bookings');
    await screen.findByTestId('busy-list', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bookings');
    expect(screen.getByRole('link', { name: 'Clients' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statistics' })).toBeTruthy();
    expect(screen.getByTestId('day-title').textContent).toBe('Today');
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show calendar' })).toBeTruthy();

    const [passed, later] = screen.getAllByTestId('busy-slot') as [HTMLElement, HTMLElement];
    const marks = within(passed).getByRole('group', { name: 'Did the client come?' });
    expect(within(marks).getAllByRole('button').map((b) => b.textContent)).toEqual(['Came', 'No-show']);
    expect(within(passed).getByText('Message in Telegram')).toBeTruthy();
    expect(within(passed).getByText(/^1,500\s₽ · /).textContent).toMatch(/^1,500\u00a0₽ · 1 h$/);
    expect(within(later).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(within(later).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(shownText(DATA_NAMES)).not.toMatch(CYRILLIC);

    fireEvent.click(within(later).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText("Cancel Клиентка 2's booking at 15:00?")).toBeTruthy();
    expect(shownText(DATA_NAMES)).not.toMatch(CYRILLIC);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByTestId('day-title').textContent).toBe('Tomorrow');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByTestId('day-title').textContent).toBe('Day after tomorrow');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByTestId('day-title').textContent).toBe('29 November');
    expect(await screen.findByText('No bookings on this day')).toBeTruthy();
    expect(shownText(DATA_NAMES)).not.toMatch(CYRILLIC);
  });
});

describe('the schedule in English', () => {
  it("a day's slots and its editor, the month, multi-select: not a Russian letter", async () => {
    renderWithClient(<ScheduleScreen workerId={7} timeZone="Europe/Moscow" />, '/schedule?date=2026-11-27');
    await screen.findByTestId('day-slots');
    expect(screen.getByRole('heading', { name: 'Friday, 27 November 2026' })).toBeTruthy();
    const slots = within(screen.getByRole('list', { name: 'Time slots' }));
    expect(slots.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['09:00 — 13:00Free', '13:00 — 14:00Break']);
    expect(screen.getByRole('group', { name: 'Start of work' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Start of work, hours' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(shownText(DATA_NAMES)).not.toMatch(CYRILLIC);

    fireEvent.click(screen.getByRole('button', { name: 'Select several days' }));
    expect(screen.getByRole('heading', { name: 'Dates selected: 1' })).toBeTruthy();
    expect(screen.getByText('Select at least one more day')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply to all' })).toBeTruthy();
    expect(shownText(DATA_NAMES)).not.toMatch(CYRILLIC);
  });

  it('an empty day, a past day, a date out of range', async () => {
    renderWithClient(<ScheduleScreen workerId={7} timeZone="Europe/Moscow" />, '/schedule?date=2026-11-28');
    expect(await screen.findByText('No time slots on this date')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create schedule' })).toBeTruthy();
    expect(shownText(DATA_NAMES)).not.toMatch(CYRILLIC);
    cleanup();
    renderWithClient(<ScheduleScreen workerId={7} timeZone="Europe/Moscow" />, '/schedule?date=2026-11-20');
    expect(await screen.findByText("You didn't set a schedule for this day")).toBeTruthy();
    expect(screen.getByText('Past dates are view only')).toBeTruthy();
    cleanup();
    renderWithClient(<ScheduleScreen workerId={7} timeZone="Europe/Moscow" />, '/schedule?date=2024-12-31');
    expect(screen.getByText('Invalid date')).toBeTruthy();
  });

  it("the results of a change for several dates, with English counts and the language's list", () => {
    expect(multiResultText({ kind: 'created', total: 1, failedDates: [] })).toBe('Schedule created for 1 date!');
    expect(multiResultText({ kind: 'deleted', total: 3, failedDates: [] })).toBe('Schedule deleted for 3 dates!');
    expect(multiResultText({ kind: 'created', total: 3, failedDates: ['2026-11-27', '2026-11-25'] }, 2026)).toBe(
      'Schedule created for all dates except 25 November and 27 November: clients have bookings there!',
    );
    expect(scheduleTexts.multiDeleteConfirm(2)).toBe('The schedule will be deleted from 2 dates.');
  });
});

describe('the forms in English', () => {
  it("a new service: labels, the durations, the statuses and our own messages on an empty submit", async () => {
    render(<ServiceForm categories={[]} defaultValues={serviceDefaults(null, null)} submitLabel={texts.save} onSubmit={vi.fn()} onCreateCategory={vi.fn()} />);
    expect(screen.getByLabelText('Price, ₽')).toBeTruthy();
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(Array.from(duration.querySelectorAll('option')).slice(0, 3).map((o) => o.textContent)).toEqual(['30 min', '45 min', '1 h']);
    expect(Array.from(screen.getByRole('combobox', { name: 'Status' }).querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Active', 'Hidden']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a category')).toBeTruthy();
    expect(screen.getByText('Enter a name')).toBeTruthy();
    expect(screen.getByText('Enter a price')).toBeTruthy();
    expect(shownText([])).not.toMatch(CYRILLIC);
  });

  it("the rules for a client's cancel and move", () => {
    render(<ChangeRulesForm defaultValues={{ cancel_cutoff_hours: '24', max_moves: 'none' }} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Cancellation and rescheduling rules' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Clients can cancel or reschedule' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('up to 24 h before');
    expect((screen.getByRole('combobox', { name: 'How many times a booking can be rescheduled' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('no limit');
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeTruthy();
    expect(shownText([])).not.toMatch(CYRILLIC);
  });
});

describe('texts made when their modules loaded, before the English', () => {
  it('the rules options, the figures, the sample, a visit date, counts', () => {
    expect(CUTOFF_CHOICES.map(([, label]) => label)).toEqual(['any time before the start', 'up to 1 h before', 'up to 2 h before', 'up to 3 h before', 'up to 6 h before', 'up to 12 h before', 'up to 24 h before', 'up to 48 h before']);
    expect(MOVES_CHOICES.at(-1)?.[1]).toBe('no limit');
    const sample = sampleAnalytics('2026-11-01', '2026-11-30');
    expect(sample.top_services.map((s) => s.title)).toEqual(['Gel manicure', 'Pedicure', 'Gel polish removal']);
    expect(figureRows(sample).map((r) => r.label)).toContain('Average bill');
    expect(figureRows(sample).map((r) => r.label).join()).not.toMatch(CYRILLIC);
    expect(visitDate('2026-12-05')).toBe('5 December 2026');
    expect([analyticsTexts.lastDays(1), analyticsTexts.lastDays(30), analyticsTexts.count(1), analyticsTexts.count(4)]).toEqual(['1 day', '30 days', '1 booking', '4 bookings']);
    expect(clientsTexts.noteTooLong(2000)).toBe("A note can be at most 2000 characters. Shorten it, or it won't be saved.");
    // The clients' catalogue copied the cabinet's texts when it loaded: they are English too.
    expect([clientsTexts.saved, clientsTexts.tabBookings]).toEqual(['Saved', 'Bookings']);
    expect(texts.planLimit(1)).toBe('Your plan allows at most 1 active service. Turn off or delete another service, or change your plan.');
  });
});
