/** The three federated areas; each is one remote, released on its own. */
export type Area = 'client' | 'master' | 'plans';

const BOOKING = '/booking/business/:businessId';
const WORKER_FLOW = `${BOOKING}/place/:placeId/worker/:workerId`;

/** Spec section 2, client routes (served by remote-client). */
export const clientRoutes = {
  home: '/',
  workerWelcome: '/welcome/:placeId/:workerId',
  business: '/business/:businessId',
  placeDefault: '/place',
  place: '/place/:placeId',
  worker: '/worker/:placeId/:workerId',
  appointment: '/appointment/:placeId/:workerId',
  choosePlace: `${BOOKING}/place`,
  chooseWorker: `${BOOKING}/place/:placeId/worker`,
  chooseServices: `${WORKER_FLOW}/service`,
  timeslotsOne: `${WORKER_FLOW}/service/:serviceId/timeslots`,
  timeslotsMany: `${WORKER_FLOW}/services/:serviceIds/timeslots`,
  success: `${WORKER_FLOW}/services/:serviceIds/timeslots/:timeslotId/success`,
} as const;

/** Spec section 2, master routes (remote-master): each with and without the worker prefix. */
export const masterTabs = ['service', 'service/create', 'service/:serviceId/edit', 'bookings', 'schedule', 'profile'] as const;
export type MasterTab = (typeof masterTabs)[number];
/** A cabinet screen's two paths: without and with the worker prefix. */
export const masterTabPaths = (tab: MasterTab) => [`/${tab}`, `/worker/:workerId/${tab}`] as const;
export const masterRoutes = {
  welcome: '/welcome/master',
  unprefixed: masterTabs.map((tab) => masterTabPaths(tab)[0]),
  prefixed: masterTabs.map((tab) => masterTabPaths(tab)[1]),
} as const;

/** Spec section 2, plans route (remote-plans). */
export const plansRoutes = { plans: '/subscription/plans' } as const;

/** Master routes first: `/worker/7/service` is the cabinet, `/worker/1/7` a client's worker page. */
const TABLE: ReadonlyArray<readonly [Area, readonly string[]]> = [
  ['master', [masterRoutes.welcome, ...masterRoutes.prefixed, ...masterRoutes.unprefixed]],
  ['plans', [plansRoutes.plans]],
  ['client', Object.values(clientRoutes)],
];

/**
 * Whether a path matches a route pattern of the table the way the remotes' react-router matches it
 * (whole path, `:name` = one non-empty segment, case-insensitive, trailing slash ignored). Kept
 * here rather than react-router's matchPath so the shell, which only needs this, ships no router.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((seg, i) => seg.startsWith(':') || seg.toLowerCase() === got[i]!.toLowerCase());
}

/** Which remote serves a path; null means the not-found screen. */
export function areaForPath(pathname: string): Area | null {
  for (const [area, patterns] of TABLE) {
    if (patterns.some((pattern) => matchesRoute(pattern, pathname))) return area;
  }
  return null;
}
