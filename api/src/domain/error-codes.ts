/**
 * Every refusal the server answers, by a stable code (`booking.slot_taken`), with the parameters its
 * sentence is made from. A screen may act on the code; the sentence comes from the error catalogues
 * (errors.texts.ts, errors.texts.en.ts) in the request's language, so a code missing from one fails
 * the type check. Parameters are plain JSON: the answer carries them beside the sentence.
 */
type None = Record<never, never>;

export interface ErrorParams {
  // The request itself
  'validation.invalid': None;
  'request.out_of_range': None;
  'request.conflicts_with_data': None;
  /** Fastify's own 4xx (bad JSON, a body too large): its English words, in every language. */
  'request.refused': { reason: string };
  'request.too_many': { seconds: number };
  'not_found.route': { method: string; path: string };
  'server.internal': None;
  'server.unavailable': None;

  // Who is asking
  'auth.unauthenticated': { reason: string };
  'auth.webhook_secret': None;
  'auth.not_caller': None;
  'auth.not_own_worker': None;
  'auth.link_invalid': None;
  /** A request the session cookie would authenticate lacks the app's own header (X-Booking-App). */
  'auth.app_header': None;
  /** A request the session cookie would authenticate comes from another site's page (its Origin). */
  'auth.foreign_origin': None;
  'auth.web_sign_in_off': None;
  /** The phone's dialling code is not one SMS_COUNTRIES lists. */
  'auth.phone_country': { countries: string };
  'auth.code_too_soon': { seconds: number };
  'auth.codes_per_day': { seconds: number };
  'auth.codes_per_address': { seconds: number };
  /** No live code for the phone: it expired, was used, or was never sent. */
  'auth.code_invalid': None;
  'auth.code_wrong': { left: number };
  /** The code had its last wrong try: void now. */
  'auth.code_spent': None;
  'auth.sms_failed': None;
  /** The phone is another Telegram person's way in. */
  'auth.phone_taken': None;
  /** The phone's person and the caller each have a master profile, or each an active subscription. */
  'auth.join_two_masters': None;
  /** A booking's link (X-Booking-Link) this server did not sign. */
  'auth.booking_link_invalid': None;
  /** A booking's link used for another booking than its own. */
  'auth.booking_link_other': None;
  /** A booking's link after the booking started (or a booking that is gone). */
  'auth.booking_link_over': None;
  'link.no_expiry': None;

  // Unknown things
  'not_found.worker': None;
  'not_found.place': None;
  'not_found.business': None;
  'not_found.worker_places': None;
  'not_found.slot': None;
  'not_found.service': None;
  'not_found.booking': None;
  'not_found.client': None;
  'not_found.user': None;
  'not_found.demo_user': None;
  'not_found.file': None;
  'not_found.calendar': None;
  'not_found.plan': None;
  'not_found.subscription': None;
  'not_found.schedule_day': None;
  'not_found.schedule_source': None;
  'list.unknown_booking': None;
  'list.unknown_client': None;

  // Booking
  'booking.slot_other_place': None;
  'booking.service_not_offered': None;
  'booking.service_unavailable': None;
  'booking.past_date': None;
  'booking.beyond_horizon': None;
  'booking.grid': None;
  'booking.outside_hours': None;
  'booking.other_place': None;
  /** `earliest`: HH:MM, the first time still bookable today (null: none today). */
  'booking.too_soon': { earliest: string | null };
  'booking.slot_taken': None;
  'booking.adjacency': None;
  'booking.month_limit': None;
  'booking.client_share': { max: number };
  'booking.client_blocked': None;
  'booking.cancelled_already': None;
  'booking.cancel_started': None;
  'booking.cancel_cutoff': { hours: number };
  'booking.move_started': None;
  'booking.move_cutoff': { hours: number };
  'booking.moves_used': { max: number };
  'booking.move_other_master': None;
  'attendance.master_only': None;
  'attendance.cancelled': None;
  'attendance.not_started': None;
  'attendance.too_old': { days: number };

  // Schedule
  'schedule.past_read_only': None;
  'schedule.day_has_bookings': None;
  'schedule.paste_blocked': None;
  'schedule.day_exists': None;
  'schedule.same_dates': None;
  'schedule.slot_conflict': None;
  'schedule.slot_has_bookings': None;
  'schedule.not_workers_place': None;
  'schedule.work_order': None;
  'schedule.break_order': None;
  'schedule.break_outside': None;
  'schedule.no_work': None;
  'schedule.work_overlap': None;
  'schedule.step': None;

  // Services and categories
  'services.unknown_category': None;
  'services.limit': { max: number };
  'services.too_many_categories': { max: number };
  'services.other_master': None;

  // The master's profile
  'profile.business_owner_only': None;
  'profile.place_owner_only': None;
  'profile.avatar_upload': None;
  'profile.exists': None;
  'profile.not_own_place': None;
  'profile.unknown_timezone': None;

  // Files
  'upload.too_many': { max: number };
  'upload.bad_extension': None;
  'upload.not_image': None;
  'upload.not_multipart': None;
  'upload.no_file': None;
  'upload.too_large': None;
  'upload.malformed': None;

  // Plans, payments, the figures
  'plan.rubles_off': None;
  'plan.receipt_contact': None;
  'plan.not_payable': None;
  'payment.invoice_failed': None;
  'payment.cancel_failed': None;
  // Deposits through the master's ЮKassa shop
  'payment.off': None;
  'payment.shop_refused': None;
  'payment.unavailable': None;
  'payment.unknown': None;
  'payment.contradicted': None;
  'payment.return_invalid': None;
  'payment.receipt_contact': None;
  'service.deposit_needs_shop': None;
  'service.deposit_above_price': None;
  'service.deposit_percent': None;
  'subscription.changed': None;
  'analytics.pro_only': None;
  'analytics.period_reversed': None;
  'analytics.period_too_long': { max: number };

  // Waiting list, reach
  'waitlist.too_many': { max: number };
  'waitlist.date_past': None;
  'share_card.failed': None;
  'calendar.no_origin': None;
}

export type ErrorCode = keyof ErrorParams;

/** One language's sentence for every code. */
export type ErrorCatalogue = { [K in ErrorCode]: (p: ErrorParams[K]) => string };
