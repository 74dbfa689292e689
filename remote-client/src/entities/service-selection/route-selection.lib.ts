/** Service ids from a route segment: '3' or '3,5' (anything that is not an id is dropped). */
export function parseIdList(segment: string | undefined): number[] {
  if (!segment) return [];
  const ids = segment.split(',').map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

/** Navigation state of the time step (docs/product.md, Client screens: it may carry `date` and `selectedServiceIds`). */
export interface TimeslotsState {
  date?: string;
  selectedServiceIds?: number[];
}

/** The state, if it is one (a stale or foreign history entry counts as none). */
export function readTimeslotsState(state: unknown): TimeslotsState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  const ids = Array.isArray(s.selectedServiceIds) ? s.selectedServiceIds.map(Number).filter((id) => Number.isInteger(id) && id > 0) : undefined;
  const date = typeof s.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.date) ? s.date : undefined;
  return { ...(ids && ids.length > 0 ? { selectedServiceIds: ids } : {}), ...(date ? { date } : {}) };
}

/**
 * The services of the time step: the ids in navigation state; else the route's list
 * (`/services/3,5/`); else, for `/service/3/`, the selection stored for the worker when it starts
 * with that service (a reload that lost the state), or that one service alone.
 */
export function resolveServiceIds(args: { stateIds?: number[]; serviceIds?: string; serviceId?: string; stored: number[] }): number[] {
  if (args.stateIds && args.stateIds.length > 0) return args.stateIds;
  const listed = parseIdList(args.serviceIds);
  if (listed.length > 0) return listed;
  const [one] = parseIdList(args.serviceId);
  if (one === undefined) return [];
  return args.stored[0] === one ? args.stored : [one];
}
