/**
 * Paths of the app that one side links to and another serves: a cabinet's link to the plans, the
 * bot's buttons, a master's invite, the shell's way home, the legal pages. Each is declared once
 * here with the area that serves it (a test in the platform checks that the area has a screen for
 * it), so no area, no platform code and not the bot writes such a path by hand.
 * Paths inside one area are that area's own business (its screens' patterns).
 */
export type LinkArea = 'client' | 'master' | 'plans';

type Id = number | string;
type Names<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;
/** A link's params: ids, lists of ids for `...Ids`. */
export type LinkParams<P extends string> = { readonly [K in Names<P>]: K extends `${string}Ids` ? readonly Id[] : Id };

const link = <const P extends string>(area: LinkArea, path: P) => ({ area, path });

const TIME_STEP = '/booking/business/{businessId}/place/{placeId}/worker/{workerId}';

/** Every linked path, with the area that serves it. */
export const LINKS = {
  home: link('client', '/'),
  /** 'Мои записи' for a client; a master gets their day view at the same path. */
  myBookings: link('client', '/bookings'),
  masterDay: link('master', '/bookings'),
  plans: link('plans', '/subscription/plans'),
  /** Where a master's invite leads (docs/product.md, Screens and routes). */
  workerWelcome: link('client', '/welcome/{placeId}/{workerId}'),
  /** The service step of a booking with a master at a place (the 'Записаться' of the master's chat answer). */
  chooseServices: link('client', `${TIME_STEP}/service`),
  timeslots: link('client', `${TIME_STEP}/service/{serviceId}/timeslots`),
  timeslotsOfServices: link('client', `${TIME_STEP}/services/{serviceIds}/timeslots`),
  /** The client's move of a booking (the time step for the same master, place and services). */
  moveBooking: link('client', '/booking/{bookingId}/move'),
  /** A booking's own link (in an SMS): the booking with 'Отменить' and 'Перенести', nobody signed in. */
  bookingLink: link('client', '/b/{token}'),
  privacy: link('client', '/privacy'),
  terms: link('client', '/terms'),
} as const;

/** `path` with its params filled in: ids as they are, a list of ids comma-separated. */
export function fillLink<P extends string>(path: P, params: LinkParams<P>): string {
  const given = params as Record<string, Id | readonly Id[]>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = given[name]!;
    return Array.isArray(value) ? value.map((id) => encodeURIComponent(String(id))).join(',') : encodeURIComponent(String(value));
  });
}

const withDate = (path: string, date: string | undefined) => (date === undefined ? path : `${path}?date=${encodeURIComponent(date)}`);

/** The linked paths, built: `links.plans()`, `links.timeslots({ ... }, '2026-12-01')`. */
export const links = {
  home: () => LINKS.home.path,
  myBookings: () => LINKS.myBookings.path,
  /** A master's day of bookings, on `date` (YYYY-MM-DD). */
  masterDay: (date: string) => withDate(LINKS.masterDay.path, date),
  plans: () => LINKS.plans.path,
  workerWelcome: (params: LinkParams<typeof LINKS.workerWelcome.path>) => fillLink(LINKS.workerWelcome.path, params),
  chooseServices: (params: LinkParams<typeof LINKS.chooseServices.path>) => fillLink(LINKS.chooseServices.path, params),
  /** The time step of a booking with these services (one service has its own path), open on `date` when given. */
  timeslots: ({ serviceIds, ...ids }: Omit<LinkParams<typeof LINKS.timeslots.path>, 'serviceId'> & { serviceIds: readonly Id[] }, date?: string) =>
    withDate(
      serviceIds.length === 1
        ? fillLink(LINKS.timeslots.path, { ...ids, serviceId: serviceIds[0]! })
        : fillLink(LINKS.timeslotsOfServices.path, { ...ids, serviceIds }),
      date,
    ),
  moveBooking: (bookingId: Id) => fillLink(LINKS.moveBooking.path, { bookingId }),
  bookingLink: (token: string) => fillLink(LINKS.bookingLink.path, { token }),
  privacy: () => LINKS.privacy.path,
  terms: () => LINKS.terms.path,
};
