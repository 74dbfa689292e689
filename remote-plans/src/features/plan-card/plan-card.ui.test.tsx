// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { schemas } from '@booking/contracts';
import { PlanCard } from './plan-card.ui';

afterEach(cleanup);

// The seeded plans (api/src/db/migrations.ts): the free one's description is its booking limit.
const FLAGS = { custom_branding: true, priority_support: true, api_access: true, white_label: true };
const FREE: schemas.Plan = {
  id: 1, name: 'Бесплатный', description: 'До 20 записей в месяц', price: '0', price_stars: null, payable_in_rubles: false, duration_days: 30, plan_type: 'free', is_active: true,
  features: { max_bookings: 20, max_services: 10, analytics: false, business_autoreply: false, ...FLAGS },
};
const PRO: schemas.Plan = {
  ...FREE, id: 2, name: 'Про', description: 'Без ограничений', price: '990', price_stars: 500, plan_type: 'pro_monthly',
  features: { max_bookings: -1, max_services: -1, analytics: true, business_autoreply: true, ...FLAGS },
};

const card = (plan: schemas.Plan) => {
  render(<PlanCard plan={plan} current={false} subscription={null} canPay busy={false} locked={false} onChoose={() => undefined} onCancel={() => undefined} />);
  return screen.getByTestId('plan-card');
};

describe("a plan's card", () => {
  it("lists what the plan gives from its features, the free plan's limit once", () => {
    const free = card(FREE);
    expect(within(free).getByRole('list', { name: 'Что входит' }).textContent).toBe('До 20 записей в месяцДо 10 услуг');
    expect(free.textContent!.match(/20 записей в месяц/gi)).toHaveLength(1);
  });

  it("names 'Статистика и клиенты' and the chat's answers on a plan with them, and no flag the product has not built", () => {
    const pro = card(PRO);
    const items = within(within(pro).getByRole('list', { name: 'Что входит' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Записи без ограничений', 'Услуги без ограничений', 'Статистика и клиенты', 'Автоответ в личных сообщениях']);
    expect(pro.textContent).toContain('Без ограничений');
  });
});

describe('paying in rubles outside Telegram', () => {
  const RUBLES = { ...PRO, payable_in_rubles: true };
  const outside = (props: Partial<Parameters<typeof PlanCard>[0]> = {}) => {
    const onChoose = vi.fn();
    render(<PlanCard plan={RUBLES} current={false} subscription={null} canPay={false} busy={false} locked={false} onChoose={onChoose} onCancel={() => undefined} {...props} />);
    return { card: screen.getByTestId('plan-card'), onChoose };
  };

  it('offers the price in rubles on ЮKassa’s page, and no Stars', () => {
    const { card: pro, onChoose } = outside();
    fireEvent.click(within(pro).getByRole('button', { name: 'Оплатить 990 ₽' }));
    expect(onChoose).toHaveBeenCalledWith(RUBLES);
    expect(within(pro).getByTestId('pay-hint').textContent).toBe('Картой или через СБП на странице ЮKassa.');
    expect(within(pro).queryByTestId('plan-stars')).toBeNull();
    expect(within(pro).queryByText('Оплата работает в Telegram')).toBeNull();
  });

  it('where the server takes no rubles, says paying works in Telegram', () => {
    render(<PlanCard plan={PRO} current={false} subscription={null} canPay={false} busy={false} locked={false} onChoose={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Оплата работает в Telegram' }).hasAttribute('disabled')).toBe(true);
  });

  it('a plan in force paid by hand offers the next period', () => {
    const subscription: schemas.Subscription = { id: 9, plan_id: 2, status: 'active', started_at: '2026-12-01T07:00:00Z', expires_at: '2026-12-31T07:00:00Z', auto_renew: false, paid_with: 'rubles' };
    const { card: pro, onChoose } = outside({ current: true, subscription });
    expect(within(pro).getByTestId('renew-by-hand').textContent).toBe('План не продлевается сам: оплатите следующий период до его окончания.');
    fireEvent.click(within(pro).getByRole('button', { name: 'Продлить за 990 ₽' }));
    expect(onChoose).toHaveBeenCalledWith(RUBLES);
    expect(within(pro).queryByRole('button', { name: 'Отменить подписку' })).toBeNull();
  });

  it('asks for an email for the receipt: a wrong one is said and kept as typed, a right one pays', async () => {
    const onEmailCancel = vi.fn();
    const { card: pro, onChoose } = outside({ asksEmail: true, onEmailCancel });
    const field = (await within(pro).findByLabelText('Почта для чека')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'vera@' } });
    fireEvent.click(within(pro).getByRole('button', { name: 'Оплатить 990 ₽' }));
    expect(within(pro).getByRole('alert').textContent).toBe('Проверьте адрес почты');
    expect(field.value).toBe('vera@');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' vera@example.com ' } });
    fireEvent.submit(field.form!);
    expect(onChoose).toHaveBeenCalledWith(RUBLES, 'vera@example.com');
    fireEvent.click(within(pro).getByRole('button', { name: 'Отмена' }));
    expect(onEmailCancel).toHaveBeenCalled();
  });
});
