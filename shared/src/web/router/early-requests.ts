import { clientRoutes } from './area-routes';
import { DEFAULT_PLACE_ID } from './paths';
import { routeParams } from './route-prefetch.lib';

/**
 * A GET the page starts before any of its code has arrived (the server inlines the list into the
 * shell page; see api/src/web/early-fetch.js). `path` is relative to the API base and may hold
 * `{telegramId}` (the user of the launch data) and, under `each`, `{field}` of each item of the
 * parent's answer (an array, or the object itself). A request whose placeholder is not a positive
 * whole number is skipped. The answers wait for the one HTTP client, which hands each to the first
 * request of the same URL (api/early-responses.ts), so the paths must be the exact URLs the
 * screen's entity queries ask for; the e2e suite checks that a cold screen asks for no URL twice.
 */
export interface EarlyRequest {
  path: string;
  each?: readonly EarlyRequest[];
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

/**
 * Route pattern -> the requests its screen shows first, with the route's params filled in; the
 * same data as the shell's `routePrefetches`, which then finds these answers already on their way.
 */
const EARLY: ReadonlyArray<readonly [pattern: string, requests: (params: Record<string, string>) => EarlyRequest[]]> = [
  [
    clientRoutes.home,
    () => [
      { path: 'places' },
      // Each booking card shows its place and the place's business.
      {
        path: 'bookings/telegram_id/{telegramId}',
        each: [{ path: 'places/{place_id}', each: [{ path: 'business/{business_id}' }] }],
      },
    ],
  ],
  [clientRoutes.place, (params) => placePage(params.placeId!)],
  [clientRoutes.placeDefault, () => placePage(String(DEFAULT_PLACE_ID))],
];

const ID = /^[1-9]\d{0,14}$/;

/**
 * The early requests of the screen at `pathname`: empty for a route without any, or whose path
 * params are not ids (the screen shows its not-found state without asking).
 */
export function earlyRequestsFor(pathname: string): EarlyRequest[] {
  for (const [pattern, requests] of EARLY) {
    const params = routeParams(pattern, pathname);
    if (!params) continue;
    return Object.values(params).every((value) => ID.test(value)) ? requests(params) : [];
  }
  return [];
}
