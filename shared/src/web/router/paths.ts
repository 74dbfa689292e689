import { clientRoutes, type MasterTab } from './area-routes';

/** Spec section 2: `/place` without an id opens place 1. */
export const DEFAULT_PLACE_ID = 1;
/** Spec section 2: the default worker of links that name none. */
export const DEFAULT_WORKER_ID = 1;

type Id = number | string;

function fill(pattern: string, params: Record<string, Id>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || String(value) === '') throw new Error(`path: missing ${name} for ${pattern}`);
    // Commas stay: they separate the service ids of one segment, and are legal in a path.
    return encodeURIComponent(String(value)).replace(/%2C/g, ',');
  });
}

/** Service ids of the multi-service routes, comma-separated as the route carries them. */
const idList = (ids: readonly Id[]) => {
  if (ids.length === 0) throw new Error('path: at least one service id is needed');
  return ids.join(',');
};

/**
 * Client paths of spec section 2, one builder per route of {@link clientRoutes}; no screen builds
 * a URL by hand. Ids are numbers (or the string a route param came as).
 */
export const clientPaths = {
  home: () => clientRoutes.home,
  workerWelcome: (placeId: Id, workerId: Id) => fill(clientRoutes.workerWelcome, { placeId, workerId }),
  business: (businessId: Id) => fill(clientRoutes.business, { businessId }),
  place: (placeId: Id = DEFAULT_PLACE_ID) => fill(clientRoutes.place, { placeId }),
  worker: (placeId: Id, workerId: Id) => fill(clientRoutes.worker, { placeId, workerId }),
  appointment: (placeId: Id, workerId: Id) => fill(clientRoutes.appointment, { placeId, workerId }),
  choosePlace: (businessId: Id) => fill(clientRoutes.choosePlace, { businessId }),
  chooseWorker: (businessId: Id, placeId: Id) => fill(clientRoutes.chooseWorker, { businessId, placeId }),
  chooseServices: (businessId: Id, placeId: Id, workerId: Id) => fill(clientRoutes.chooseServices, { businessId, placeId, workerId }),
  timeslotsOne: (businessId: Id, placeId: Id, workerId: Id, serviceId: Id) =>
    fill(clientRoutes.timeslotsOne, { businessId, placeId, workerId, serviceId }),
  timeslotsMany: (businessId: Id, placeId: Id, workerId: Id, serviceIds: readonly Id[]) =>
    fill(clientRoutes.timeslotsMany, { businessId, placeId, workerId, serviceIds: idList(serviceIds) }),
  success: (businessId: Id, placeId: Id, workerId: Id, serviceIds: readonly Id[], timeslotId: Id) =>
    fill(clientRoutes.success, { businessId, placeId, workerId, serviceIds: idList(serviceIds), timeslotId }),
  /** 'Мои записи': `/bookings` (the client area for a client; a master sees the day view there). */
  myBookings: () => clientRoutes.myBookings,
  /** The product's own privacy and terms pages (links use `webConfig.privacyUrl` / `termsUrl`, which may point elsewhere). */
  privacy: () => clientRoutes.privacy,
  terms: () => clientRoutes.terms,
} as const;

/** A cabinet tab's path: with `workerId`, the `/worker/{id}/...` form; without it, the plain one. */
function tab(name: MasterTab, workerId?: Id, params: Record<string, Id> = {}): string {
  const path = fill(`/${name}`, params);
  return workerId === undefined ? path : `${fill('/worker/:workerId', { workerId })}${path}`;
}

/** Master paths of spec section 2; pass `workerId` for the worker-prefixed form. */
export const masterPaths = {
  welcome: () => '/welcome/master',
  services: (workerId?: Id) => tab('service', workerId),
  serviceCreate: (workerId?: Id) => tab('service/create', workerId),
  serviceEdit: (serviceId: Id, workerId?: Id) => tab('service/:serviceId/edit', workerId, { serviceId }),
  bookings: (workerId?: Id) => tab('bookings', workerId),
  schedule: (workerId?: Id) => tab('schedule', workerId),
  profile: (workerId?: Id) => tab('profile', workerId),
} as const;

/** The plans page (remote-plans). */
export const plansPaths = { plans: () => '/subscription/plans' } as const;
