import { clientRoutes, masterRoutes, masterTabPaths, masterTabs } from './area-routes';
import { DEFAULT_PLACE_ID } from './paths';
import { routeParams } from './route-prefetch.lib';

/**
 * A GET the page starts before any of its code has arrived (the server inlines the list into the
 * shell page; see api/src/web/early-fetch.js). `path` is relative to the API base and may hold
 * `{telegramId}` (the user of the launch data) and, under `each`, `{field}` of each item of the
 * parent's answer (an array, or the object itself), or `{item}` for an item that is a string. A
 * request whose placeholder is neither a positive whole number nor a date (YYYY-MM-DD) is skipped. The answers wait for the one HTTP client, which hands each to the first
 * request of the same URL (api/early-responses.ts), so the paths must be the exact URLs the
 * screen's entity queries ask for; the e2e suite checks that a cold screen asks for no URL twice.
 */
export interface EarlyRequest {
  path: string;
  each?: readonly EarlyRequest[];
  /** Only the answer's first item leads to the `each` requests. An item that is a string is `{item}` there. */
  first?: boolean;
}

/** Headers of every API request (spec sections 1 and 7): the raw init data, and the tunnel's skip-warning header. */
export const API_HEADERS = {
  initData: 'X-Telegram-Init-Data',
  tunnel: ['ngrok-skip-browser-warning', 'true'],
} as const;

const placePage = (placeId: string): EarlyRequest[] => [
  { path: `places/${placeId}` },
  { path: `workers/places/${placeId}` },
  { path: `services/?place_id=${placeId}` },
  { path: `bookings/telegram_id/{telegramId}/place/${placeId}` },
];

/** The master's services at the place and their categories (the service step and the time step). */
const workerServices = (placeId: string, workerId: string): EarlyRequest[] => [
  { path: `services/?worker_id=${workerId}&place_id=${placeId}` },
  { path: `services/categories/${workerId}` },
];

/**
 * Whether the caller is a master, and which: the shell decides the area of `/bookings` by it, and
 * every cabinet screen checks it before anything else (remote-master's useCabinetWorker).
 */
const ownWorker = (each?: readonly EarlyRequest[]): EarlyRequest => ({ path: 'workers/telegram/{telegramId}', ...(each ? { each } : {}) });
/** The schedule's month: the master's scheduled dates, past ones included (workerDatesQuery(id, true)). */
const scheduledDates = (workerId: string) => ({ path: `workers/${workerId}/dates?include_expired=true` });

/**
 * Route pattern -> the requests its screen shows first, with the route's params filled in; the
 * same data as the shell's `routePrefetches`, which then finds these answers already on their way.
 */
const EARLY: ReadonlyArray<readonly [pattern: string, requests: (params: Record<string, string>) => EarlyRequest[]]> = [
  // The master's cabinet first (`/worker/:workerId/schedule` would also match the client's worker page).
  // Unprefixed, the cabinet is the caller's own: its id comes from the first answer.
  [masterTabPaths('schedule')[0], () => [ownWorker([scheduledDates('{id}')])]],
  [masterTabPaths('schedule')[1], ({ workerId }) => [ownWorker(), scheduledDates(workerId!)]],
  ...masterTabs.filter((tab) => tab !== 'schedule').flatMap((tab) => masterTabPaths(tab).map((pattern) => [pattern, () => [ownWorker()]] as const)),
  [
    clientRoutes.home,
    () => [
      { path: 'places' },
      // Each booking card shows its place and the place's business.
      {
        // The first page of the client's list (entities/bookings.api.ts, userBookingPagesQuery).
        path: 'bookings/telegram_id/{telegramId}?limit=20',
        each: [{ path: 'places/{place_id}', each: [{ path: 'business/{business_id}' }] }],
      },
    ],
  ],
  [clientRoutes.place, (params) => placePage(params.placeId!)],
  [clientRoutes.placeDefault, () => placePage(String(DEFAULT_PLACE_ID))],
  // A master's welcome page (an invite link leads there): the master and their places.
  [clientRoutes.workerWelcome, ({ workerId }) => [{ path: `workers/${workerId}` }, { path: `workers/${workerId}/places` }]],
  // The service step: the master's services at the place and their categories.
  [clientRoutes.chooseServices, ({ placeId, workerId }) => workerServices(placeId!, workerId!)],
  // The time step: the master (zone), the services chosen (durations), their categories, the
  // master's dates and the first date's slots (the date the page opens on when none was passed).
  ...[clientRoutes.timeslotsOne, clientRoutes.timeslotsMany].map(
    (pattern) =>
      [
        pattern,
        ({ placeId, workerId }: Record<string, string>) => [
          { path: `workers/${workerId}` },
          ...workerServices(placeId!, workerId!),
          { path: `workers/${workerId}/dates?place_id=${placeId}`, first: true, each: [{ path: `timeslots/${workerId}/{item}?include_expired=true` }] },
        ],
      ] as const,
  ),
];

const ID = /^[1-9]\d{0,14}$/;
/** `serviceIds` of the time step for several services: ids joined by commas. */
const ID_LIST = /^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/;
const validParam = ([name, value]: [string, string]) => (name === 'serviceIds' ? ID_LIST : ID).test(value);

/**
 * The early requests of the screen at `pathname`: empty for a route without any, or whose path
 * params are not ids (the screen shows its not-found state without asking).
 */
export function earlyRequestsFor(pathname: string): EarlyRequest[] {
  for (const [pattern, requests] of EARLY) {
    const params = routeParams(pattern, pathname);
    if (!params) continue;
    return Object.entries(params).every(validParam) ? requests(params) : [];
  }
  return [];
}

/**
 * Route pattern -> the name of the chunk that holds its page (`webpackChunkName` at the page's
 * import in the remote's routes). The server preloads that chunk with the remote's first chunks,
 * so a cold page other than Home does not wait for its code after the area has loaded. A name
 * missing here (or no longer in the remote's manifest) only loses that head start.
 */
const PAGE_CHUNKS: ReadonlyArray<readonly [pattern: string, chunk: string]> = [
  // The cabinet's patterns first: `/worker/:workerId/bookings` would also match the client's `/worker/:placeId/:workerId`.
  [masterRoutes.welcome, 'page-master-welcome'],
  ...masterTabPaths('bookings').map((p) => [p, 'page-master-bookings'] as const),
  ...masterTabPaths('schedule').map((p) => [p, 'page-master-schedule'] as const),
  ...masterTabPaths('service').map((p) => [p, 'page-master-services'] as const),
  ...masterTabPaths('service/create').map((p) => [p, 'page-master-service-editor'] as const),
  ...masterTabPaths('service/:serviceId/edit').map((p) => [p, 'page-master-service-editor'] as const),
  ...masterTabPaths('profile').map((p) => [p, 'page-master-profile'] as const),
  [clientRoutes.workerWelcome, 'page-worker-welcome'],
  [clientRoutes.business, 'page-business-welcome'],
  [clientRoutes.placeDefault, 'page-place'],
  [clientRoutes.place, 'page-place'],
  [clientRoutes.worker, 'page-worker'],
  [clientRoutes.appointment, 'page-appointment'],
  [clientRoutes.choosePlace, 'page-choose-place'],
  [clientRoutes.chooseWorker, 'page-choose-worker'],
  [clientRoutes.chooseServices, 'page-choose-services'],
  [clientRoutes.timeslotsOne, 'page-timeslots'],
  [clientRoutes.timeslotsMany, 'page-timeslots'],
  [clientRoutes.success, 'page-booking-success'],
  [clientRoutes.privacy, 'page-legal'],
  [clientRoutes.terms, 'page-legal'],
];

/** The chunk name of the page at `pathname` (see PAGE_CHUNKS); null for Home and unknown paths. */
export function pageChunkFor(pathname: string): string | null {
  return PAGE_CHUNKS.find(([pattern]) => routeParams(pattern, pathname) !== null)?.[1] ?? null;
}
