/**
 * The bot's messages as the outbox keeps them: a key (the row's kind) and its parameters (JSON),
 * the raw facts the message shows and the addresses its buttons open. They are put into words only
 * when the message goes, in the recipient's language then (render.ts), so a reminder planned in
 * Russian goes in English after the person changed their language. What a person wrote (names,
 * titles, addresses) stays as they wrote it.
 */

/** A booking's time on the master's wall clock: YYYY-MM-DD and HH:MM. */
export interface Slot {
  date: string;
  start: string;
  end: string;
}

export interface PlaceLine {
  name: string;
  address: string | null;
}

export interface MessageParams {
  /** To the master: a client booked. */
  booking_new: { client: string; slot: Slot; services: string[]; total: number; dayUrl: string };
  /** To the client: their booking is confirmed. */
  booking_confirmed: { master: string; place: PlaceLine; slot: Slot; services: string[]; bookingsUrl: string };
  booking_cancelled_by_client: { client: string; slot: Slot; services: string[]; dayUrl: string };
  booking_cancelled_by_master: { master: string; slot: Slot; services: string[]; bookingsUrl: string };
  booking_moved_by_client: { client: string; from: Slot; to: Slot; services: string[]; dayUrl: string };
  booking_moved_by_master: { master: string; place: PlaceLine; from: Slot; to: Slot; services: string[]; bookingsUrl: string };
  /** `minutes` before the start; `moveUrl` only when the reminder goes before the master's cut-off. */
  reminder: { minutes: number; master: string; place: PlaceLine; slot: Slot; services: string[]; bookingsUrl: string; moveUrl: string | null };
  /** To the client: the time held for their deposit was released unpaid. */
  deposit_released: { master: string; slot: Slot; amount: number; bookingsUrl: string };
  /** To the client: their deposit came after the hold was released (or the booking cancelled), so it goes back. */
  deposit_late_refund: { master: string; slot: Slot; amount: number; bookingsUrl: string };
  /** To the master: a service asks a deposit, but their shop was disconnected, so the booking took none. */
  deposit_no_shop: { client: string; slot: Slot; services: string[]; amount: number; dayUrl: string };
  /** To a master paying 'Про' in rubles by hand: the period ends on `until` (YYYY-MM-DD), pay the next one. */
  plan_pay_reminder: { plan: string; until: string; plansUrl: string };
  /** To a master: the saved card was refused for the next period, so the plan ends on `until`. */
  plan_renewal_failed: { plan: string; until: string; plansUrl: string };
  /** To a waiting client: time freed with the master on the date they wait for. */
  waitlist_freed: { master: string; slot: Slot; slotsUrl: string };
  /** The answer to /start (`master`: the sender is a master, so the button opens their cabinet). */
  start: { firstName: string; master: boolean; appUrl: string };
  /** The MAX bot's answer to bot_started: the greeting, the button into the app, and the one that shares the MAX user's phone. */
  max_start: { firstName: string; master: boolean; appUrl: string; languageCode: string | null };
  /** The MAX bot's answer to a shared contact: `linked` the phone is now the person's; else why not ('not_own': someone else's contact; 'taken': another person's phone; 'no_app': they have not opened the app yet). */
  max_phone: { outcome: 'linked' | 'not_own' | 'taken' | 'no_app'; languageCode: string | null };
  /**
   * An answer in the master's own chat (Telegram Business): free times with a button each, or, with
   * none in `days` days, the waitlist. `languageCode`: the client's, from their message, for a client
   * who has never opened the app.
   */
  business_reply: {
    service: string; days: number; times: { date: string; time: string; url: string }[]; waitlistUrl: string | null; bookUrl: string;
    languageCode: string | null;
  };
}

export type MessageKey = keyof MessageParams;

export type Message = { [K in MessageKey]: { key: K; params: MessageParams[K] } }[MessageKey];
