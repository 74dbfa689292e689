// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { placeKeys, workerKeys } from '@booking/platform';
import WorkerWelcomePage from './worker-welcome.page';

const LONG_ADDRESS = 'Москва, Большая Никитская улица, дом 24, строение 1';
const MARKUP = '<img src=x onerror="window.hacked=1">Мастер';

const worker = {
  id: 5, user_id: 1, business_id: 3, uuid: 'u', title: MARKUP, description: 'Описание <b>жирно</b>', avatar: '', booking_rules_text: null,
  adjacent_slots_only: false, user: { username: 'master_five', timezone: 'Europe/Moscow' },
};
const place = (id: number, gallery: string[] = []) => ({
  id, name: `Место ${id}`, address: LONG_ADDRESS, avatar: null, business_id: 3, contacts: { phone: '+7 (999) 000-00-00', vk: null, website: null }, workers: [5], gallery,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, places: ReturnType<typeof place>[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(workerKeys.one(5), worker);
  client.setQueryData(placeKeys.byWorker(5), places);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/welcome/:placeId/:workerId" element={<WorkerWelcomePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('worker welcome (docs/product.md, Client screens)', () => {
  afterEach(cleanup);

  it('shows names with markup as text, never as markup', () => {
    const { container } = renderAt('/welcome/7/5', [place(7)]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MARKUP);
    expect(screen.getByText('Описание <b>жирно</b>')).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('cuts the address label at 30 characters and searches the whole address', () => {
    renderAt('/welcome/7/5', [place(7)]);
    const address = screen.getByTestId('address-button') as HTMLAnchorElement;
    expect(address.textContent).toBe(`${LONG_ADDRESS.slice(0, 30)}…`);
    expect(decodeURIComponent(new URL(address.href).searchParams.get('text') ?? '')).toBe(LONG_ADDRESS);
    expect(address.target).toBe('_blank');
  });

  it('offers the gallery only when the place has images', () => {
    renderAt('/welcome/7/5', [place(7, ['/a.svg', '/b.svg'])]);
    expect(screen.getByRole('button', { name: 'Фотографии' })).toBeTruthy();
    cleanup();
    renderAt('/welcome/1/5', [place(1)]);
    expect(screen.queryByRole('button', { name: 'Фотографии' })).toBeNull();
  });

  it("'Продолжить' goes to the service step with the worker's business and the first place returned", () => {
    renderAt('/welcome/9/5', [place(4), place(9)]);
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByTestId('where').textContent).toBe('/booking/business/3/place/4/worker/5/service');
  });

  it('a worker without places says so; a bad id is not found', () => {
    renderAt('/welcome/1/5', []);
    expect(screen.getByText('У сотрудника нет привязанных мест')).toBeTruthy();
    cleanup();
    renderAt('/welcome/1/abc', []);
    expect(screen.getByText('Работник не найден')).toBeTruthy();
  });
});
