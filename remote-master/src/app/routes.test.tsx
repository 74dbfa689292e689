// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AreaRoot, routeTableOf, setRoutingTable } from '@booking/platform';
import { AREA_SCREENS } from '../shared/screens';
import { MasterRoutes } from './routes';

afterEach(cleanup);
// The page's routing table as the shell sets it: this area's screens and another's.
setRoutingTable({ ...routeTableOf(AREA_SCREENS), plans: [{ name: 'plans', patterns: ['/subscription/plans'] }] });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <AreaRoot area="master">
      <MemoryRouter initialEntries={[path]}>
        <MasterRoutes />
        <Where />
      </MemoryRouter>
    </AreaRoot>,
  );
}

describe('master cabinet routes (docs/product.md, Master screens)', () => {
  it.each(['/worker/7/bookings', '/worker/7/schedule', '/worker/7/service', '/worker/7/service/create', '/worker/7/service/5/edit', '/worker/7/profile', '/worker/7/booking/5/move',
    '/worker/7/analytics', '/worker/7/clients', '/worker/7/clients/5'])(
    "%s of a worker who is not the caller says 'Работник не найден', inside the tab bar",
    async (path) => {
      renderAt(path);
      // The page's chunk is imported on the way (up to a few seconds on a busy machine).
      expect(await screen.findByText('Работник не найден', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Кабинет мастера' })).toBeTruthy();
    },
  );

  it.each(['/service', '/service/create', '/profile', '/schedule', '/analytics', '/clients', '/clients/5'])('%s for a user who is not a master leads to the master welcome', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Бронирование услуг и запись к мастерам' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/welcome/master');
  });

  it('/bookings for a user who is not a master shows nothing of the cabinet (the client area handles it)', async () => {
    renderAt('/bookings');
    // Nothing shown once nothing is loading any more: the page's chunk is in and the cabinet has decided.
    await waitFor(() => expect(screen.queryByTestId('state-loading')).toBeNull(), { timeout: 5000 });
    expect(screen.getByTestId('where').textContent).toBe('/bookings');
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('keeps the worker prefix in the tab links', () => {
    renderAt('/worker/7/schedule');
    expect(screen.getByRole('link', { name: 'Записи' }).getAttribute('href')).toBe('/worker/7/bookings');
    expect(screen.getByRole('link', { name: 'Услуги' }).getAttribute('href')).toBe('/worker/7/service');
  });

  it("the welcome page has no tab bar; an unknown path says so; another area's path renders nothing", async () => {
    renderAt('/welcome/master');
    expect(await screen.findByRole('heading', { name: 'Бронирование услуг и запись к мастерам' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Кабинет мастера' })).toBeNull();
    cleanup();
    renderAt('/worker/7/service/5/nope');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
    cleanup();
    renderAt('/subscription/plans');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
