// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { schemas } from '@booking/contracts';
import { PlanCard } from './plan-card.ui';

afterEach(cleanup);

// The seeded plans (api/src/db/migrations.ts): the free one's description is its booking limit.
const FLAGS = { custom_branding: true, priority_support: true, api_access: true, white_label: true };
const FREE: schemas.Plan = {
  id: 1, name: 'Бесплатный', description: 'До 20 записей в месяц', price: '0', price_stars: null, duration_days: 30, plan_type: 'free', is_active: true,
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
