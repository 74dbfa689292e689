import type { schemas } from '@booking/contracts';

export interface CategoryGroup {
  /** The category id; 0 for services without one. */
  id: number;
  name: string;
  services: schemas.Service[];
}

/**
 * Active services grouped into tabs in the worker's category order; categories without active
 * services are left out, services without a known category go last under `otherName`.
 */
export function groupByCategory(services: readonly schemas.Service[], categories: readonly schemas.Category[], otherName: string): CategoryGroup[] {
  const active = services.filter((s) => s.status === 'active');
  const groups: CategoryGroup[] = categories
    .map((c) => ({ id: c.id, name: c.name, services: active.filter((s) => s.category_id === c.id) }))
    .filter((g) => g.services.length > 0);
  const known = new Set(categories.map((c) => c.id));
  const other = active.filter((s) => s.category_id === null || !known.has(s.category_id));
  if (other.length > 0) groups.push({ id: 0, name: otherName, services: other });
  return groups;
}
