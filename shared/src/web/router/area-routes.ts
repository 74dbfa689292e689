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
  /** 'Мои записи' for a user who is not a master (a master gets the day view here: see {@link areaForPath}). */
  myBookings: '/bookings',
  /** Privacy policy and terms, served by the product; open without launch data (a new tab has none). */
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** Pages anyone may open without Telegram launch data: the legal texts the other screens link to in a new tab. */
export const publicRoutes: readonly string[] = [clientRoutes.privacy, clientRoutes.terms];

/** Whether `pathname` is one of {@link publicRoutes}. */
export const isPublicPath = (pathname: string) => publicRoutes.some((pattern) => matchesRoute(pattern, pathname));

/**
 * Whether the area of `pathname` depends on who the user is: the unprefixed `/bookings` is the master's
 * day view for a master and the client's 'Мои записи' for everyone else (spec section 2, "Worker bookings").
 */
export const areaDependsOnUser = (pathname: string) => matchesRoute(clientRoutes.myBookings, pathname);

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

/**
 * Which remote serves a path; null means the not-found screen. `isMaster` (the user has a master
 * profile) only matters for the paths of {@link areaDependsOnUser}; it defaults to a client.
 */
export function areaForPath(pathname: string, isMaster = false): Area | null {
  if (areaDependsOnUser(pathname)) return isMaster ? 'master' : 'client';
  for (const [area, patterns] of TABLE) {
    if (patterns.some((pattern) => matchesRoute(pattern, pathname))) return area;
  }
  return null;
}
