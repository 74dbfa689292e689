// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { placeKeys, serviceKeys, workerKeys } from '@booking/platform';
import PlacePage from './place.page';

const place = (over: object = {}) => ({
  id: 4, name: 'Лайм', address: 'Москва, Тверская ул., 12', avatar: null, business_id: 1,
  contacts: { phone: '+7 (999) 123-45-67', vk: 'https://vk.com/lime', website: null }, workers: [6, 2], gallery: [], ...over,
});
const service = (id: number, title: string, status: string) => ({
  id, worker_id: 6, category_id: 1, title, description: null, price: 1500, slot_duration: 90, booking_deadline: 15, status, place_id: 4,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPlace(path: string, data = place()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(placeKeys.one(4), data);
  client.setQueryData(workerKeys.byPlace(4), []);
  client.setQueryData(serviceKeys.list({ placeId: 4 }), [service(1, 'Стрижка', 'active'), service(2, 'Старая услуга', 'ARCHIVED')]);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/place/:placeId" element={<PlacePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('place page (docs/product.md, Client screens)', () => {
  afterEach(cleanup);

  it('lists active services only, with price and duration, and the contacts', () => {
    renderPlace('/place/4');
    expect(screen.getByText('Стрижка')).toBeTruthy();
    expect(screen.getByText('1 час 30 минут')).toBeTruthy();
    expect(screen.queryByText('Старая услуга')).toBeNull();
    expect(screen.getByText('Мастеров нет')).toBeTruthy();
    expect(screen.getByRole('link', { name: /https:\/\/vk\.com\/lime/ }).getAttribute('href')).toBe('https://vk.com/lime');
    expect(screen.getByRole('link', { name: 'Позвонить' }).getAttribute('href')).toBe('tel:+79991234567');
  });

  it("hides 'Позвонить' without a phone", () => {
    renderPlace('/place/4', place({ contacts: { phone: null, vk: null, website: null } }));
    expect(screen.queryByRole('link', { name: 'Позвонить' })).toBeNull();
    expect(screen.queryByText('Контакты')).toBeNull();
  });

  it("'Записаться' opens the appointment with the place's first master", () => {
    renderPlace('/place/4');
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    expect(screen.getByTestId('where').textContent).toBe('/appointment/4/6');
  });

  it('a bad id is the not-found screen, not a crash', () => {
    renderPlace('/place/abc');
    expect(screen.getByText('Место не найдено')).toBeTruthy();
  });
});
