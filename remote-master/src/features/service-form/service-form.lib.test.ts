// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import {
  DEADLINE_OPTIONS, DURATION_OPTIONS, ServiceFormSchema, categoryNameError, minutesLabel, serviceDefaults, serviceFormSchema, servicePayload,
} from './service-form.lib';

/** The message the form shows under each invalid field (the first issue of each). */
const messages = (input: unknown) => {
  const r = v.safeParse(ServiceFormSchema, input);
  if (r.success) return [];
  const first = new Map<string, string>();
  for (const issue of r.issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!first.has(key)) first.set(key, issue.message);
  }
  return [...first.values()];
};

describe('service form options (docs/product.md, Constants)', () => {
  it('durations run 30..240 minutes in steps of 15, default 30', () => {
    expect(DURATION_OPTIONS).toEqual([30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180, 195, 210, 225, 240]);
    expect(serviceDefaults(null, null).slot_duration).toBe('30');
    expect(minutesLabel(30)).toBe('30 минут');
    expect(minutesLabel(60)).toBe('1 час');
    expect(minutesLabel(135)).toBe('2 часа 15 минут');
  });

  it("deadlines are the spec's options, default 15, labelled in Russian plurals", () => {
    expect([...DEADLINE_OPTIONS]).toEqual([15, 30, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600, 660, 720, 1080, 1440]);
    expect(serviceDefaults(null, null).booking_deadline).toBe('15');
    expect(DEADLINE_OPTIONS.map(minutesLabel).slice(0, 6)).toEqual(['15 минут', '30 минут', '1 час', '2 часа', '3 часа', '4 часа']);
    expect(minutesLabel(300)).toBe('5 часов');
    expect(minutesLabel(1440)).toBe('24 часа');
  });

  it('every option passes the shared schema the server validates with', () => {
    for (const slot_duration of DURATION_OPTIONS) {
      for (const booking_deadline of DEADLINE_OPTIONS) {
        const body = { worker_id: 1, category_id: 1, place_id: 1, title: 'Стрижка', price: 1, slot_duration, booking_deadline };
        expect(v.safeParse(schemas.ServiceInputSchema, body).success).toBe(true);
      }
    }
  });
});

describe('service form validation (docs/product.md, Form rules)', () => {
  const valid = { ...serviceDefaults(null, 3), title: 'Стрижка', price: '1500' };

  it('category, title and price are required; the description is optional', () => {
    expect(messages({ ...valid, category_id: '' })).toEqual(['Выберите категорию']);
    expect(messages({ ...valid, title: '   ' })).toEqual(['Введите название']);
    expect(messages({ ...valid, price: '' })).toEqual(['Укажите цену']);
    expect(messages(valid)).toEqual([]);
  });

  it('the price is digits only', () => {
    expect(messages({ ...valid, price: '15.5' })).toEqual(['Только цифры']);
    expect(messages({ ...valid, price: '-1' })).toEqual(['Только цифры']);
  });

  it('a valid form becomes the body the server accepts', () => {
    const out = v.parse(ServiceFormSchema, { ...valid, description: '  ' });
    const body = servicePayload(out, { workerId: 7, placeId: 2, shopConnected: false });
    expect(body).toEqual({
      category_id: 3, title: 'Стрижка', description: null, price: 1500, slot_duration: 30, booking_deadline: 15, status: 'active', deposit_type: 'none', deposit_value: 0, worker_id: 7, place_id: 2,
    });
    expect(v.safeParse(schemas.ServiceInputSchema, body).success).toBe(true);
  });

  it('a deposit is a whole sum from 1 to the price, or a percent from 1 to 100; none sends 0', () => {
    expect(messages({ ...valid, deposit_type: 'fixed', deposit_value: '' })).toEqual(['Укажите размер предоплаты']);
    expect(messages({ ...valid, deposit_type: 'fixed', deposit_value: '0' })).toEqual(['Укажите размер предоплаты']);
    expect(messages({ ...valid, deposit_type: 'fixed', deposit_value: '1501' })).toEqual(['Предоплата не может быть больше цены']);
    expect(messages({ ...valid, deposit_type: 'percent', deposit_value: '101' })).toEqual(['Процент — от 1 до 100']);
    expect(messages({ ...valid, deposit_type: 'percent', deposit_value: '0' })).toEqual(['Процент — от 1 до 100']);
    // The value's own rule is said even while the price is missing.
    expect(messages({ ...valid, price: '', deposit_type: 'percent', deposit_value: '150' })).toEqual(['Укажите цену', 'Процент — от 1 до 100']);
    expect(v.parse(ServiceFormSchema, { ...valid, deposit_type: 'fixed', deposit_value: '1500' })).toMatchObject({ deposit_type: 'fixed', deposit_value: 1500 });
    expect(v.parse(ServiceFormSchema, { ...valid, deposit_type: 'percent', deposit_value: '30' })).toMatchObject({ deposit_type: 'percent', deposit_value: 30 });
    expect(v.parse(ServiceFormSchema, { ...valid, deposit_type: 'none', deposit_value: '700' })).toMatchObject({ deposit_type: 'none', deposit_value: 0 });
  });

  it('without a shop a kept deposit is neither checked nor sent, so the server keeps it; none is still sent', () => {
    const kept = v.parse(serviceFormSchema(false), { ...valid, price: '300', deposit_type: 'fixed', deposit_value: '500' });
    const body = servicePayload(kept, { workerId: 7, placeId: 2, shopConnected: false });
    expect(body).not.toHaveProperty('deposit_type');
    expect(body).not.toHaveProperty('deposit_value');
    expect(servicePayload(kept, { workerId: 7, placeId: 2, shopConnected: true })).toMatchObject({ deposit_type: 'fixed', deposit_value: 500 });
    expect(v.safeParse(schemas.ServiceInputSchema, body).success).toBe(true);
  });

  it("an existing service's deposit fills the form", () => {
    const service = { id: 1, worker_id: 7, category_id: 3, title: 'Стрижка', description: null, price: 1500, slot_duration: 30, booking_deadline: 15, status: 'active' as const, place_id: 2 };
    expect(serviceDefaults({ ...service, deposit_type: 'percent', deposit_value: 30, deposit: 450 }, 3)).toMatchObject({ deposit_type: 'percent', deposit_value: '30' });
    expect(serviceDefaults(service, 3)).toMatchObject({ deposit_type: 'none', deposit_value: '' });
  });

  it("a new category's name is trimmed and must not be empty", () => {
    expect(categoryNameError('   ')).toBe('Введите название категории');
    expect(categoryNameError(' Ногти ')).toBeNull();
  });
});
