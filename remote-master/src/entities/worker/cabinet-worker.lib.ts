import type { Worker } from '@booking/contracts/schemas';

/** Whose cabinet a route shows, decided from the route's worker id and the caller's own worker. */
export type CabinetAccess =
  | { kind: 'own'; worker: Worker; prefixed: boolean }
  /** A worker id that is not the caller's: 'Работник не найден', never someone else's cabinet. */
  | { kind: 'foreign' }
  /** An unprefixed route and the caller has no master profile. */
  | { kind: 'not-master' };

/**
 * Worker-prefixed routes are the master context (docs/product.md: Screens and routes, Roles and permissions), unprefixed ones fall back
 * to the caller's worker. The caller's worker comes from `GET /workers/telegram/{id}` (null: none).
 */
export function cabinetAccess(routeWorkerId: string | undefined, own: Worker | null): CabinetAccess {
  if (routeWorkerId === undefined) return own ? { kind: 'own', worker: own, prefixed: false } : { kind: 'not-master' };
  return own && String(own.id) === routeWorkerId ? { kind: 'own', worker: own, prefixed: true } : { kind: 'foreign' };
}
