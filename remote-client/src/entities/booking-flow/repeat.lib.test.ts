import { describe, expect, it } from 'vitest';
import type { schemas } from '@booking/contracts';
import { preselectedServiceIds, readRepeatState } from './repeat.lib';

const service = (id: number, title: string, category_id: number, status: schemas.Service['status'] = 'active'): schemas.Service => ({
  id, worker_id: 1, category_id, title, description: null, price: 1000, slot_duration: 30, booking_deadline: 15, status, place_id: 1,
});

describe("'Повторить' preselects the old booking's services", () => {
  const services = [service(1, 'Стрижка', 1), service(2, 'Окрашивание', 2), service(3, 'Стрижка', 3), service(4, 'Укладка', 1, 'ARCHIVED')];

  it('matches by title and category, in the booking\'s order', () => {
    expect(preselectedServiceIds([{ title: 'Окрашивание', category_id: 2 }, { title: 'Стрижка', category_id: 3 }], services)).toEqual([2, 3]);
  });

  it('skips services that are gone or not active', () => {
    expect(preselectedServiceIds([{ title: 'Укладка', category_id: 1 }, { title: 'Нет такой', category_id: 1 }], services)).toEqual([]);
  });

  it('reads only well-formed navigation state', () => {
    expect(readRepeatState(null)).toEqual([]);
    expect(readRepeatState({ repeatServices: 'x' })).toEqual([]);
    expect(readRepeatState({ repeatServices: [{ title: 'Стрижка', category_id: 1 }, { nope: 1 }] })).toEqual([{ title: 'Стрижка', category_id: 1 }]);
  });
});
