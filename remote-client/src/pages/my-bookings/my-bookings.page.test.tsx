// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { bookingKeys, sessionStore } from '@booking/platform';
import MyBookingsPage from './my-bookings.page';

const USER = { id: 4242, first_name: 'Анна' };

function renderPage(bookings: unknown[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(bookingKeys.byUserPages(USER.id), { pages: [bookings], pageParams: [null] });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyBookingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("'Мои записи'", () => {
  afterEach(() => {
    cleanup();
    sessionStore.getState().setLaunch(null);
  });

  it('launch data without a user gets a plain message, not an empty list', () => {
    sessionStore.getState().setLaunch({ rawInitData: 'x', user: null, platform: 'tdesktop', version: '8.0', startParam: null });
    renderPage();
    expect(screen.getByTestId('no-user').textContent).toContain('Не удалось определить пользователя');
  });

  it("a client without bookings sees Home's empty text", () => {
    sessionStore.getState().setLaunch({ rawInitData: 'x', user: USER as never, platform: 'tdesktop', version: '8.0', startParam: null });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Мои записи' })).toBeTruthy();
    expect(screen.getByText('Здесь появятся ваши записи — как только вы выберете мастера и время')).toBeTruthy();
  });
});
