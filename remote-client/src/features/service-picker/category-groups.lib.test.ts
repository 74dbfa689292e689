import { describe, expect, it } from 'vitest';
import type { schemas } from '@booking/contracts';
import { groupByCategory } from './category-groups.lib';

const svc = (id: number, category_id: number | null, status: schemas.Service['status'] = 'active'): schemas.Service => ({
  id, worker_id: 1, category_id, title: `S${id}`, description: null, price: 100, slot_duration: 30, booking_deadline: 15, status, place_id: 1,
});
const cat = (id: number, name: string) => ({ id, name, worker_id: 1 });

describe('category tabs', () => {
  it('keeps the worker’s category order and only categories with active services', () => {
    const groups = groupByCategory([svc(1, 2), svc(2, 1), svc(3, 3, 'ARCHIVED'), svc(4, 1, 'INACTIVE')], [cat(1, 'A'), cat(2, 'B'), cat(3, 'C')], 'Другое');
    expect(groups.map((g) => [g.name, g.services.map((s) => s.id)])).toEqual([
      ['A', [2]],
      ['B', [1]],
    ]);
  });

  it('puts services without a known category last', () => {
    const groups = groupByCategory([svc(1, null), svc(2, 9), svc(3, 1)], [cat(1, 'A')], 'Другое');
    expect(groups.map((g) => [g.id, g.name, g.services.length])).toEqual([
      [1, 'A', 1],
      [0, 'Другое', 2],
    ]);
  });

  it('no services, no tabs', () => {
    expect(groupByCategory([], [cat(1, 'A')], 'Другое')).toEqual([]);
  });
});
