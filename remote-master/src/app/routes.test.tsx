// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MasterRoutes } from './routes';

afterEach(cleanup);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MasterRoutes />
    </MemoryRouter>,
  );
}

describe('master cabinet routes (spec section 2)', () => {
  it.each([
    ['/bookings', 'Записи'],
    ['/worker/7/bookings', 'Записи'],
    ['/schedule', 'Рабочие дни'],
    ['/worker/7/schedule', 'Рабочие дни'],
    ['/service', 'Услуги'],
    ['/worker/7/service/create', 'Новая услуга'],
    ['/service/5/edit', 'Редактирование услуги'],
    ['/worker/7/profile', 'Профиль'],
  ])('%s shows the "%s" screen inside the tab bar', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('navigation', { name: 'Кабинет мастера' })).toBeTruthy();
  });

  it('keeps the worker prefix in the tab links', () => {
    renderAt('/worker/7/schedule');
    expect(screen.getByRole('link', { name: 'Записи' }).getAttribute('href')).toBe('/worker/7/bookings');
  });

  it('the welcome page has no tab bar, and an unknown path says so', () => {
    renderAt('/welcome/master');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Бронирование услуг и запись к мастерам');
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    renderAt('/worker/7/nope');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
  });
});
