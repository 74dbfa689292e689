// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { categoryKeys, serviceKeys } from '@booking/platform';
import { screens } from '../../shared/screens';
import { ChooseServicesPage } from './choose-services.page';

// The page prefetches the time step's data through the app's own query client: kept off the network here.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const NBSP = '\u00a0';
const service = (id: number, category_id: number, title: string, price: number, slot_duration: number, deposit?: number) => ({
  id, worker_id: 1, category_id, title, description: null, price, slot_duration, booking_deadline: 15, status: 'active' as const, place_id: 1, deposit,
});

function NextStep() {
  return <p data-testid="next-state">{JSON.stringify(useLocation().state)}</p>;
}

function renderPage(state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(serviceKeys.list({ workerId: 1, placeId: 1 }), [
    service(1, 1, 'Женская стрижка', 2500, 60, 500),
    service(2, 1, 'Очень длинное название услуги для проверки обрезки заголовка', 1500, 30),
    service(3, 2, 'Окрашивание в один тон', 4500, 120),
  ]);
  client.setQueryData(categoryKeys.byWorker(1), [
    { id: 1, name: 'Стрижки', worker_id: 1 },
    { id: 2, name: 'Окрашивание', worker_id: 1 },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/booking/business/1/place/1/worker/1/service', state }]}>
        <Routes>
          <Route path={screens.chooseServices.patterns[0]} element={<ChooseServicesPage />} />
          <Route path={screens.timeslots.patterns[0]} element={<NextStep />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('service step', () => {
  it('toggles services across categories, totals them, and goes on with all ids in state', () => {
    renderPage();
    const next = screen.getByRole('button', { name: 'Далее' });
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByTestId('selection-summary').textContent).toBe('Выберите услуги для записи');
    expect(screen.getByRole('tab', { name: 'Стрижки' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: /Женская стрижка/ }));
    expect(screen.getByRole('tab', { name: 'Стрижки (1)' })).toBeTruthy();
    expect(screen.getByTestId('selection-summary').textContent).toBe(`Выбрано услуг: 1 · 2${NBSP}500${NBSP}₽ · 1 час`);

    fireEvent.click(screen.getByRole('tab', { name: 'Окрашивание' }));
    fireEvent.click(screen.getByRole('button', { name: /Окрашивание в один тон/ }));
    expect(screen.getByTestId('selection-summary').textContent).toBe(`Выбрано услуг: 2 · 7${NBSP}000${NBSP}₽ · 3 часа`);
    expect(JSON.parse(sessionStorage.getItem('selectedServices_1')!)).toEqual([1, 3]);

    fireEvent.click(next);
    expect(JSON.parse(screen.getByTestId('next-state').textContent!)).toEqual({ selectedServiceIds: [1, 3] });
  });

  it('a second tap lets a service go; long titles are cut with the full one as tooltip', () => {
    renderPage();
    const long = screen.getByTitle('Очень длинное название услуги для проверки обрезки заголовка');
    expect(long.textContent).toContain('Очень длинное название услуги для п…');
    fireEvent.click(long);
    fireEvent.click(long);
    expect(screen.getByTestId('selection-summary').textContent).toBe('Выберите услуги для записи');
  });

  it('keeps the stored choice, and services handed over in navigation state replace it', () => {
    sessionStorage.setItem('selectedServices_1', '["3"]');
    renderPage();
    expect(screen.getByRole('tab', { name: 'Окрашивание (1)' })).toBeTruthy();
    cleanup();
    renderPage({ selectedServiceIds: [1, 2] });
    expect(screen.getByRole('tab', { name: 'Стрижки (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Окрашивание' })).toBeTruthy();
  });

  it('arrow keys move between categories', () => {
    renderPage();
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Окрашивание' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: /Окрашивание в один тон/ })).toBeTruthy();
  });

  it('a horizontal swipe over 40 px on the list changes category; a shorter or vertical one does not; the click ending a swipe toggles nothing', () => {
    renderPage();
    const panel = screen.getByRole('tabpanel');
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(panel, { clientX: 200, clientY: 100, pointerType: 'mouse', button: 0 });
      fireEvent.pointerUp(panel, { clientX: 200 + dx, clientY: 100 + dy, pointerType: 'mouse' });
    };
    const active = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')!.textContent;
    swipe(-30, 0);
    expect(active()).toBe('Стрижки');
    swipe(-60, 50);
    expect(active()).toBe('Стрижки');
    swipe(-60, 10);
    expect(active()).toBe('Окрашивание');
    const row = screen.getByRole('button', { name: /Окрашивание в один тон/ });
    fireEvent.click(row);
    expect(screen.getByTestId('selection-summary').textContent).toBe('Выберите услуги для записи');
    fireEvent.pointerDown(row, { clientX: 10, clientY: 10, pointerType: 'mouse', button: 0 });
    fireEvent.click(row);
    expect(screen.getByTestId('selection-summary').textContent).toMatch(/^Выбрано услуг: 1/);
    swipe(60, 0);
    expect(active()).toBe('Стрижки');
  });

  it('a service that asks a deposit says so in its row, written as prices are; one without, or with 0, says nothing', () => {
    renderPage();
    const row = screen.getByRole('button', { name: /Женская стрижка/ });
    expect(row.querySelector('[data-testid="service-deposit"]')?.textContent).toBe(`Предоплата 500${NBSP}₽`);
    expect(screen.getAllByTestId('service-deposit')).toHaveLength(1);
  });
});
