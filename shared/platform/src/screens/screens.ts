import { userBookingPagesQuery, userPlaceBookingsQuery, workerDayBookingsQuery } from '../entities/bookings.api';
import { businessQuery } from '../entities/businesses.api';
import { categoriesQuery } from '../entities/categories.api';
import { placeQuery, placesQuery, workerPlacesQuery } from '../entities/places.api';
import { servicesQuery } from '../entities/services.api';
import { timeslotsQuery, workerDatesQuery } from '../entities/timetables.api';
import { placeWorkersQuery, workerByTelegramQuery, workerQuery } from '../entities/workers.api';
import { todayIn } from '../lib/dates.lib';
import { eachOf, firstOf, inAppOnly, screen, type Screen } from './screen.lib';

/** Spec section 2: `/place` without an id opens place 1. */
export const DEFAULT_PLACE_ID = 1;
/** Spec section 2: the default worker of links that name none. */
export const DEFAULT_WORKER_ID = 1;

const BOOKING = '/booking/business/:businessId';
const WORKER_FLOW = `${BOOKING}/place/:placeId/worker/:workerId` as const;

/** A cabinet screen's two paths: the caller's own (`/schedule`) and a worker's (`/worker/{id}/schedule`). */
const tab = <const T extends string>(path: T) => [`/${path}`, `/worker/:workerId/${path}`] as const;

/** Who the caller is as a master (null for a client): the shell decides `/bookings` by it, every cabinet screen checks it first. */
const ownWorker = (telegramId: number) => workerByTelegramQuery(telegramId);

/** The master's services at the place and their categories (the service step and the time step). */
const workerServices = (placeId: number, workerId: number) => [servicesQuery({ workerId, placeId }), categoriesQuery(workerId)];

/**
 * Every screen of spec section 2, one descriptor each (see `Screen`). Order matters where patterns
 * overlap: the first screen whose pattern matches a path serves it, so the cabinet comes first
 * (`/worker/7/schedule` is the cabinet, `/worker/1/7` a client's worker page), and `notForMasters`
 * decides `/bookings`.
 */
const SCREEN_LIST = [
  // ---- The master cabinet (remote-master) ----
  screen({ name: 'masterWelcome', area: 'master', patterns: ['/welcome/master'] }),
  screen({
    name: 'masterBookings',
    area: 'master',
    patterns: tab('bookings'),
    // The caller's own day of bookings, today where the master is (their zone is in the first answer).
    data: ({ workerId }, { telegramId }) => [
      inAppOnly(
        eachOf(ownWorker(telegramId), (own) =>
          workerId === undefined || workerId === own.id ? [workerDayBookingsQuery(own.id, todayIn(own.user.timezone))] : [],
        ),
      ),
    ],
  }),
  screen({
    name: 'masterSchedule',
    area: 'master',
    patterns: tab('schedule'),
    // The month's scheduled dates, past ones included; unprefixed, the cabinet is the caller's own.
    data: ({ workerId }, { telegramId }) =>
      workerId === undefined
        ? [eachOf(ownWorker(telegramId), (own) => [workerDatesQuery(own.id, true)])]
        : [ownWorker(telegramId), workerDatesQuery(workerId, true)],
  }),
  screen({ name: 'masterServices', area: 'master', patterns: tab('service'), data: (_, { telegramId }) => [ownWorker(telegramId)] }),
  screen({
    name: 'masterServiceEditor',
    area: 'master',
    patterns: [...tab('service/create'), ...tab('service/:serviceId/edit')],
    data: (_, { telegramId }) => [ownWorker(telegramId)],
  }),
  screen({ name: 'masterProfile', area: 'master', patterns: tab('profile'), data: (_, { telegramId }) => [ownWorker(telegramId)] }),

  // ---- Subscription plans (remote-plans) ----
  screen({ name: 'plans', area: 'plans', patterns: ['/subscription/plans'], inEntry: true }),

  // ---- The client area (remote-client) ----
  screen({
    name: 'home',
    area: 'client',
    patterns: ['/'],
    inEntry: true,
    // The places strip and the first page of the user's bookings; each booking card shows its place and the place's business.
    data: (_, { telegramId }) => [
      placesQuery(),
      eachOf(userBookingPagesQuery(telegramId), (booking) => [eachOf(placeQuery(booking.place_id), (place) => [businessQuery(place.business_id)])]),
    ],
  }),
  screen({
    name: 'workerWelcome',
    area: 'client',
    // Without a worker the link is worker 1's (spec sections 2 and 9: workerId defaults to 1).
    // '/welcome/master' is the master welcome's: its descriptor comes first, and a static segment wins.
    patterns: ['/welcome/:placeId/:workerId', '/welcome/:placeId'],
    data: ({ workerId = DEFAULT_WORKER_ID }) => [workerQuery(workerId), workerPlacesQuery(workerId)],
  }),
  screen({ name: 'businessWelcome', area: 'client', patterns: ['/business/:businessId'] }),
  screen({
    name: 'place',
    area: 'client',
    patterns: ['/place/:placeId', '/place'],
    data: ({ placeId = DEFAULT_PLACE_ID }, { telegramId }) => [
      placeQuery(placeId),
      placeWorkersQuery(placeId),
      servicesQuery({ placeId }),
      userPlaceBookingsQuery(telegramId, placeId),
    ],
  }),
  screen({ name: 'worker', area: 'client', patterns: ['/worker/:placeId/:workerId'] }),
  screen({ name: 'appointment', area: 'client', patterns: ['/appointment/:placeId/:workerId'] }),
  screen({ name: 'choosePlace', area: 'client', patterns: [`${BOOKING}/place`] }),
  screen({ name: 'chooseWorker', area: 'client', patterns: [`${BOOKING}/place/:placeId/worker`] }),
  screen({
    name: 'chooseServices',
    area: 'client',
    patterns: [`${WORKER_FLOW}/service`],
    data: ({ placeId, workerId }) => workerServices(placeId, workerId),
  }),
  screen({
    name: 'timeslots',
    area: 'client',
    patterns: [`${WORKER_FLOW}/service/:serviceId/timeslots`, `${WORKER_FLOW}/services/:serviceIds/timeslots`],
    // The master (zone), the services (durations) and their categories, the dates with time at the
    // place, and the first date's day (the date the page opens on when none was passed).
    data: ({ placeId, workerId }) => [
      workerQuery(workerId),
      ...workerServices(placeId, workerId),
      firstOf(workerDatesQuery(workerId, false, placeId), (date) => [timeslotsQuery(workerId, date, true)]),
    ],
  }),
  screen({ name: 'bookingSuccess', area: 'client', patterns: [`${WORKER_FLOW}/services/:serviceIds/timeslots/:timeslotId/success`] }),
  /** 'Мои записи' for a user who is not a master (a master gets the day view here). */
  screen({ name: 'myBookings', area: 'client', patterns: ['/bookings'], notForMasters: true }),
  /** Privacy policy and terms, served by the product; open without launch data (a new tab has none). */
  screen({ name: 'legal', area: 'client', patterns: ['/privacy', '/terms'], public: true }),
] as const;

type ScreenList = (typeof SCREEN_LIST)[number];
export type ScreenName = ScreenList['name'];

/** The screens by name: `screens.place`. */
export const screens = Object.fromEntries(SCREEN_LIST.map((s) => [s.name, s])) as { readonly [S in ScreenList as S['name']]: S };

/** The screens in matching order. */
export const SCREENS: readonly Screen[] = SCREEN_LIST;

/** The names of an area's screens (the keys of its pages map). */
export type ScreenNameOf<A extends Screen['area']> = Extract<ScreenList, { area: A }>['name'];
