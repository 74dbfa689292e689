import {
  areaScreens, bookingQuery, businessQuery, categoriesQuery, eachOf, firstOf, placeQuery, placesQuery, placeWorkersQuery, screen, servicesQuery,
  timeslotsQuery, userBookingPagesQuery, userPlaceBookingsQuery, workerDatesQuery, workerPlacesQuery, workerQuery,
} from '@booking/platform';

/** `/place` without an id opens place 1 (docs/product.md, Client screens). */
export const DEFAULT_PLACE_ID = 1;
/** The default worker of links that name none (docs/product.md, Client screens). */
export const DEFAULT_WORKER_ID = 1;

const BOOKING = '/booking/business/:businessId';
const WORKER_FLOW = `${BOOKING}/place/:placeId/worker/:workerId` as const;

/** The master's services at the place and their categories (the service step and the time step). */
const workerServices = (placeId: number, workerId: number) => [servicesQuery({ workerId, placeId }), categoriesQuery(workerId)];

/**
 * Every screen of the client area (docs/product.md, Client screens), one descriptor each (`Screen` in
 * `@booking/platform`): its patterns, its page (`app/pages.ts`) and its first reads. The build
 * publishes them in `screens.json` beside the manifest, where the shell and the server read them.
 * Where a pattern overlaps another area's, the ranking decides (`@booking/contracts/routing`): the
 * cabinet's `/worker/7/schedule` and `/welcome/master` have more written-out segments than the
 * worker page and the worker welcome.
 */
const SCREEN_LIST = [
  screen({
    name: 'home',
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
    // Without a worker the link is worker 1's (docs/product.md: Client screens and Constants: workerId defaults to 1).
    patterns: ['/welcome/:placeId/:workerId', '/welcome/:placeId'],
    data: ({ workerId = DEFAULT_WORKER_ID }) => [workerQuery(workerId), workerPlacesQuery(workerId)],
  }),
  screen({ name: 'businessWelcome', patterns: ['/business/:businessId'] }),
  screen({
    name: 'place',
    patterns: ['/place/:placeId', '/place'],
    data: ({ placeId = DEFAULT_PLACE_ID }, { telegramId }) => [
      placeQuery(placeId),
      placeWorkersQuery(placeId),
      servicesQuery({ placeId }),
      userPlaceBookingsQuery(telegramId, placeId),
    ],
  }),
  screen({ name: 'worker', patterns: ['/worker/:placeId/:workerId'] }),
  screen({ name: 'appointment', patterns: ['/appointment/:placeId/:workerId'] }),
  screen({ name: 'choosePlace', patterns: [`${BOOKING}/place`] }),
  screen({ name: 'chooseWorker', patterns: [`${BOOKING}/place/:placeId/worker`] }),
  screen({
    name: 'chooseServices',
    patterns: [`${WORKER_FLOW}/service`],
    data: ({ placeId, workerId }) => workerServices(placeId, workerId),
  }),
  screen({
    name: 'timeslots',
    patterns: [`${WORKER_FLOW}/service/:serviceId/timeslots`, `${WORKER_FLOW}/services/:serviceIds/timeslots`],
    // The master (zone), the services (durations) and their categories, the dates with time at the
    // place, and the first date's day (the date the page opens on when none was passed).
    data: ({ placeId, workerId }) => [
      workerQuery(workerId),
      ...workerServices(placeId, workerId),
      firstOf(workerDatesQuery(workerId, false, placeId), (date) => [timeslotsQuery(workerId, date, true)]),
    ],
  }),
  screen({ name: 'bookingSuccess', patterns: [`${WORKER_FLOW}/services/:serviceIds/timeslots/:timeslotId/success`] }),
  /** The move of a booking (the card's 'Перенести', the bot's button, `move_{bookingId}`); the step reads the booking first. */
  screen({ name: 'moveBooking', patterns: ['/booking/:bookingId/move'], data: ({ bookingId }) => [bookingQuery(bookingId)] }),
  /** A booking's own link (its SMS carries it): the booking's card for its client, nobody signed in. */
  screen({ name: 'bookingLink', patterns: ['/b/:token'] }),
  /** Where ЮKassa returns the client after paying a deposit, by a signed token; public: the browser it opens in may have no session. */
  screen({ name: 'paymentReturn', patterns: ['/paid/:token'], public: true }),
  /** 'Мои записи' for a user who is not a master (a master gets the day view here). */
  screen({ name: 'myBookings', patterns: ['/bookings'], notForMasters: true }),
  /** Privacy policy and terms, served by the product; open without launch data (a new tab has none). */
  screen({ name: 'legal', patterns: ['/privacy', '/terms'], public: true }),
] as const;

/** The client area's screens in its order: its routes, and what its build publishes (`screens.json`). */
export const AREA_SCREENS = areaScreens('client', SCREEN_LIST);
/** The screens by name: `pathTo(screens.place, { placeId })`. */
export const screens = AREA_SCREENS.byName;
/** The names of the client's screens (the keys of its pages). */
export type ClientScreenName = (typeof SCREEN_LIST)[number]['name'];
