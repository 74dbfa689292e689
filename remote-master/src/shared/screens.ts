import { areaScreens, bookingQuery, eachOf, inAppOnly, screen, todayOf, workerByTelegramQuery, workerDatesQuery, workerQuery } from '@booking/platform';
import { clientCardQuery, clientsQuery } from '../entities/client/clients.api';
import { workerDayBookingsQuery } from '../entities/booking/day-bookings.api';

/** A cabinet screen's two paths: the caller's own (`/schedule`) and a worker's (`/worker/{id}/schedule`). */
const tab = <const T extends string>(path: T) => [`/${path}`, `/worker/:workerId/${path}`] as const;

/** Who the caller is as a master (null for a client): the shell decides `/bookings` by it, every cabinet screen checks it first. */
const ownWorker = (telegramId: number) => workerByTelegramQuery(telegramId);

/**
 * Every screen of the master cabinet (docs/product.md, Master screens), one descriptor each (`Screen` in
 * `@booking/platform`): its patterns, its page (`app/pages.ts`) and its first reads. The build
 * publishes them in `screens.json` beside the manifest, where the shell and the server read them.
 * The prefixed paths (`/worker/7/schedule`) and `/welcome/master` win over the client's
 * `/worker/:placeId/:workerId` and `/welcome/:placeId` by the ranking (`@booking/contracts/routing`:
 * more written-out segments); `/bookings` is the client's 'Мои записи' for anyone who is not a master.
 */
const SCREEN_LIST = [
  screen({ name: 'masterWelcome', patterns: ['/welcome/master'] }),
  screen({
    name: 'masterBookings',
    patterns: tab('bookings'),
    // The caller's own day of bookings, today where the master is (their zone is in the first answer;
    // the page's early script reads it there too: todayOf).
    data: ({ workerId }, { telegramId }) => [
      eachOf(ownWorker(telegramId), (own) =>
        workerId === undefined || workerId === own.id ? [workerDayBookingsQuery(own.id, todayOf(own.user.timezone))] : [],
      ),
    ],
  }),
  screen({
    name: 'masterSchedule',
    patterns: tab('schedule'),
    // The month's scheduled dates, past ones included; unprefixed, the cabinet is the caller's own.
    data: ({ workerId }, { telegramId }) =>
      workerId === undefined
        ? [eachOf(ownWorker(telegramId), (own) => [workerDatesQuery(own.id, true)])]
        : [ownWorker(telegramId), workerDatesQuery(workerId, true)],
  }),
  screen({ name: 'masterServices', patterns: tab('service'), data: (_, { telegramId }) => [ownWorker(telegramId)] }),
  screen({
    name: 'masterServiceEditor',
    patterns: [...tab('service/create'), ...tab('service/:serviceId/edit')],
    data: (_, { telegramId }) => [ownWorker(telegramId)],
  }),
  screen({ name: 'masterProfile', patterns: tab('profile'), data: (_, { telegramId }) => [ownWorker(telegramId)] }),
  screen({
    name: 'masterMoveBooking',
    // The master moves a client's booking (the client's own is `/booking/{bookingId}/move`).
    patterns: ['/worker/:workerId/booking/:bookingId/move'],
    // The booking, then its master (zone, rules); the page's script cannot follow `worker.id`, the app does.
    data: ({ bookingId }, { telegramId }) => [ownWorker(telegramId), inAppOnly(eachOf(bookingQuery(bookingId), (booking) => [workerQuery(booking.worker.id)]))],
  }),
  // The master's clients (the first page, newest last visit first) and a client's card.
  screen({
    name: 'masterClients',
    patterns: tab('clients'),
    data: ({ workerId }, { telegramId }) =>
      workerId === undefined ? [eachOf(ownWorker(telegramId), (own) => [clientsQuery(own.id)])] : [ownWorker(telegramId), clientsQuery(workerId)],
  }),
  screen({
    name: 'masterClient',
    patterns: tab('clients/:clientId'),
    data: ({ workerId, clientId }, { telegramId }) =>
      workerId === undefined
        ? [eachOf(ownWorker(telegramId), (own) => [clientCardQuery(own.id, clientId)])]
        : [ownWorker(telegramId), clientCardQuery(workerId, clientId)],
  }),
  // The master's figures ('Статистика').
  screen({ name: 'masterAnalytics', patterns: tab('analytics'), data: (_, { telegramId }) => [ownWorker(telegramId)] }),
] as const;

/** The cabinet's screens in its order: its routes, and what its build publishes (`screens.json`). */
export const AREA_SCREENS = areaScreens('master', SCREEN_LIST);
/** The screens by name: `pathTo(screens.masterSchedule, { workerId })`. */
export const screens = AREA_SCREENS.byName;
/** The names of the cabinet's screens (the keys of its pages). */
export type MasterScreenName = (typeof SCREEN_LIST)[number]['name'];
