// Importing the contracts' English registers it for the rules' and schemas' own sentences too.
import { periodTextsEn as period, rulesTextsEn as rules, schemaTextsEn } from '@booking/contracts/english';
import type { ErrorCatalogue } from './error-codes';
import { contractsRefusals } from './errors.contracts';

const files = (n: number) => (n === 1 ? 'file' : 'files');

/** The server's refusals in English ('specialist' for the master, as the screens say). */
export const errorsEn: ErrorCatalogue = {
  ...contractsRefusals(rules, period, schemaTextsEn),
  'validation.invalid': () => 'Invalid value',
  'request.out_of_range': () => 'A value in the request is out of range',
  'request.conflicts_with_data': () => 'The request conflicts with data already saved',
  'request.refused': (p) => p.reason,
  'request.too_many': (p) => `Too many requests. Try again in ${p.seconds} s.`,
  'not_found.route': (p) => `Not found: ${p.method} ${p.path}`,
  'server.internal': () => 'Internal server error',
  'server.unavailable': () => 'The service is temporarily unavailable',

  'auth.unauthenticated': (p) => `Telegram init data ${p.reason}`,
  'auth.webhook_secret': () => 'Wrong Telegram webhook secret',
  'auth.not_caller': () => 'telegram_id must be your own',
  'auth.not_own_worker': () => 'Only the specialist themselves can change this',
  'auth.link_invalid': () => 'This link is invalid or has expired',
  'link.no_expiry': () => 'The link has no expiry time',

  'not_found.worker': () => 'Specialist not found',
  'not_found.place': () => 'Location not found',
  'not_found.business': () => 'Business not found',
  'not_found.worker_places': () => 'This specialist has no locations',
  'not_found.slot': () => 'Time slot not found',
  'not_found.service': () => 'Service not found',
  'not_found.booking': () => 'Booking not found',
  'not_found.client': () => 'Client not found',
  'not_found.user': () => 'User not found',
  'not_found.demo_user': () => 'Demo user not found',
  'not_found.file': () => 'File not found',
  'not_found.calendar': () => 'Calendar not found',
  'not_found.plan': () => 'Plan not found',
  'not_found.subscription': () => 'No active subscription',
  'not_found.schedule_day': () => 'There’s no schedule for this date',
  'not_found.schedule_source': () => 'There’s no schedule for the source date',
  'list.unknown_booking': () => 'No such booking among yours',
  'list.unknown_client': () => 'No such client among yours',

  'booking.slot_other_place': () => 'This time slot belongs to another location',
  'booking.service_not_offered': () => 'The specialist doesn’t offer this service at this location',
  'booking.service_unavailable': () => 'This service can’t be booked right now',
  'booking.past_date': () => 'You can’t book a date in the past',
  'booking.beyond_horizon': () => 'You can’t choose a date more than a year ahead.',
  'booking.month_limit': () => 'This specialist has no bookings left for this month. Please choose another month or another specialist.',
  'booking.move_other_master': () => 'A booking can only be rescheduled with the same specialist',
  'attendance.master_only': () => 'Only the specialist can mark whether the client came',

  'schedule.past_read_only': () => 'Past dates are view-only',
  'schedule.day_has_bookings': () => 'Clients have bookings on this date: the schedule can’t be changed or deleted',
  'schedule.paste_blocked': () => 'There are bookings on the target date. Pasting isn’t allowed.',
  'schedule.day_exists': () => 'There’s already a schedule for this date',
  'schedule.same_dates': () => 'The source and target dates must differ',
  'schedule.slot_conflict': () => 'This slot overlaps another slot or falls outside working hours',
  'schedule.slot_has_bookings': () => 'Clients have bookings at this time',
  'schedule.not_workers_place': () => 'This specialist has no such location',

  'services.unknown_category': () => 'This specialist has no such category',
  'services.limit': (p) => `Your plan allows at most ${p.max} active ${p.max === 1 ? 'service' : 'services'}. Turn off or delete another service, or change your plan.`,
  'services.too_many_categories': (p) => `A specialist can have at most ${p.max} categories. Delete a category you don’t need.`,
  'services.other_master': () => 'A service can’t be handed over to another specialist',

  'profile.business_owner_only': () => 'Only the business owner can change its name and description',
  'profile.place_owner_only': () => 'Only the business owner can change the location’s details',
  'profile.exists': () => 'Your specialist profile already exists',
  'profile.not_own_place': () => 'This location isn’t yours',
  'profile.unknown_timezone': () => 'Unknown time zone',

  'upload.too_many': (p) => `You can upload at most ${p.max} ${files(p.max)} a day. Please try again later.`,
  'upload.bad_extension': () => 'Only jpeg, jpg, png or gif files are accepted',
  'upload.not_image': () => 'The file doesn’t look like a jpeg, png or gif image',
  'upload.not_multipart': () => 'Send the file as multipart/form-data in the field file',
  'upload.no_file': () => 'No file: send it in the field file',
  'upload.too_large': () => 'The file is larger than 5 MB',
  'upload.malformed': () => 'Couldn’t read the file: the form data is damaged',

  'plan.not_payable': () => 'This plan can’t be paid for yet',
  'payment.invoice_failed': () => 'Couldn’t create the invoice in Telegram. Please try again.',
  'payment.cancel_failed': () => 'Couldn’t cancel the subscription in Telegram. Please try again.',
  'subscription.changed': () => 'Your subscription has changed. Please try again.',

  'waitlist.too_many': (p) => `You can wait for a free time on at most ${p.max} dates at once.`,
  'waitlist.date_past': () => 'This date has already passed',
  'share_card.failed': () => 'Couldn’t prepare the card in Telegram. Please try again.',
  'calendar.no_origin': () => 'The service address isn’t configured (PUBLIC_ORIGIN)',
};
