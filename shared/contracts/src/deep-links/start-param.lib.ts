import { links } from '../links';

/**
 * Deep links into the Mini App: `https://t.me/{bot}?startapp={param}` opens the app with `param`
 * as its start parameter (launch parameter `tgWebAppStartParam`). Telegram allows 1-512 characters
 * of A-Z, a-z, 0-9, `_` and `-`, so a screen is encoded, not its path. The bot builds these links
 * (api: its messages' buttons) and the app follows them (web: startApp), with this one codec.
 * A master's invite link is the worker's uuid (docs/product.md, Identity and start-up) and is not one of these.
 */
export type StartTarget =
  | { kind: 'home' }
  /** `/bookings`: the client's 'Мои записи', or the master's day view. */
  | { kind: 'bookings' }
  /** A master's day of bookings. */
  | { kind: 'day'; date: string }
  /** The service step of a booking with a master at a place. */
  | { kind: 'services'; businessId: number; placeId: number; workerId: number }
  /** The time step of a booking, open on `date`. */
  | { kind: 'slots'; businessId: number; placeId: number; workerId: number; serviceIds: number[]; date: string }
  /** The move screen of a booking. */
  | { kind: 'move'; bookingId: number }
  /** The master's plans: a reminder to pay the next period, a renewal that failed. */
  | { kind: 'plans' };

const ID = /^[1-9]\d{0,9}$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

const compact = (date: string) => date.replaceAll('-', '');
function isoDate(value: string | undefined): string | null {
  const m = value ? COMPACT_DATE.exec(value) : null;
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const probe = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The start parameter of a screen: `home`, `bookings`, `plans`, `day_20261201`, `book_1_1_2`, `slots_1_1_2_4-5_20261201`, `move_42`. */
export function encodeStartParam(target: StartTarget): string {
  switch (target.kind) {
    case 'home':
    case 'bookings':
    case 'plans':
      return target.kind;
    case 'day':
      return `day_${compact(target.date)}`;
    case 'services':
      return ['book', target.businessId, target.placeId, target.workerId].join('_');
    case 'slots':
      return ['slots', target.businessId, target.placeId, target.workerId, target.serviceIds.join('-'), compact(target.date)].join('_');
    case 'move':
      return `move_${target.bookingId}`;
  }
}

/** The screen a start parameter names; null for anything else (an invite uuid, 'debug', garbage). */
export function decodeStartParam(param: string | null | undefined): StartTarget | null {
  if (!param || param.length > 512) return null;
  if (param === 'home' || param === 'bookings' || param === 'plans') return { kind: param };
  const parts = param.split('_');
  if (parts[0] === 'day' && parts.length === 2) {
    const date = isoDate(parts[1]);
    return date ? { kind: 'day', date } : null;
  }
  if (parts[0] === 'move' && parts.length === 2) return ID.test(parts[1]!) ? { kind: 'move', bookingId: Number(parts[1]) } : null;
  if (parts[0] === 'book' && parts.length === 4) {
    const [, business, place, worker] = parts as [string, string, string, string];
    if (![business, place, worker].every((id) => ID.test(id))) return null;
    return { kind: 'services', businessId: Number(business), placeId: Number(place), workerId: Number(worker) };
  }
  if (parts[0] === 'slots' && parts.length === 6) {
    const [, business, place, worker, services, rawDate] = parts as [string, string, string, string, string, string];
    const serviceIds = services.split('-');
    const date = isoDate(rawDate);
    if (![business, place, worker, ...serviceIds].every((id) => ID.test(id)) || !date) return null;
    return { kind: 'slots', businessId: Number(business), placeId: Number(place), workerId: Number(worker), serviceIds: serviceIds.map(Number), date };
  }
  return null;
}

/** The app's address for a target (the linked paths of `links.ts`; the day and the date as `?date=`). */
export function startTargetPath(target: StartTarget): string {
  switch (target.kind) {
    case 'home':
      return links.home();
    case 'bookings':
      return links.myBookings();
    case 'day':
      return links.masterDay(target.date);
    case 'services':
      return links.chooseServices(target);
    case 'slots':
      return links.timeslots(target, target.date);
    case 'move':
      return links.moveBooking(target.bookingId);
    case 'plans':
      return links.plans();
  }
}

/** `https://t.me/{bot}?startapp={param}`: opens the bot's Mini App on that screen. */
export const startAppUrl = (botUsername: string, target: StartTarget) => `https://t.me/${botUsername}?startapp=${encodeStartParam(target)}`;

/**
 * A master's invite link (docs/product.md, Identity and start-up): the Mini App opened with the worker's uuid as its start
 * parameter, which the app follows to the master's welcome page. Not one of the screens above.
 */
export function inviteUrl(botUsername: string, workerUuid: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(workerUuid)) throw new Error(`inviteUrl: bad worker uuid "${workerUuid}"`);
  return `https://t.me/${botUsername.replace(/^@/, '')}?startapp=${workerUuid}`;
}
