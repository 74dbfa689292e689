import type { PERIOD_TEXTS } from '@booking/contracts/analytics';
import type { bookingRules, schemas } from '@booking/contracts';
import type { ErrorCatalogue } from './error-codes';

type Rules = (typeof bookingRules.RULES_TEXTS)['ru'];
type Period = (typeof PERIOD_TEXTS)['ru'];
type Schema = (typeof schemas.SCHEMA_TEXTS)['ru'];

/**
 * The refusals whose sentences are the contracts' own (the booking rules', the figures' period,
 * an upload's), the words the screens show before asking: one mapping, given each language's
 * catalogues (errors.texts.ts, errors.texts.en.ts).
 */
export const contractsRefusals = (rules: Rules, period: Period, schema: Schema) =>
  ({
    'booking.grid': () => rules.booking.grid,
    'booking.outside_hours': () => rules.booking.hours,
    'booking.other_place': () => rules.booking.place,
    'booking.too_soon': (p) => (p.earliest !== null ? rules.booking.tooSoonAfter(p.earliest) : rules.booking.tooSoon),
    'booking.slot_taken': () => rules.booking.taken,
    'booking.adjacency': () => rules.booking.adjacency,
    'booking.client_share': (p) => rules.booking.clientShare(p.max),
    'booking.client_blocked': () => rules.booking.clientBlocked,
    'booking.cancelled_already': () => rules.change.cancelledAlready,
    'booking.cancel_started': () => rules.change.cancelStarted,
    'booking.cancel_cutoff': (p) => rules.change.cancelCutoff(p.hours),
    'booking.move_started': () => rules.change.moveStarted,
    'booking.move_cutoff': (p) => rules.change.moveCutoff(p.hours),
    'booking.moves_used': (p) => rules.change.movesUsed(p.max),
    'attendance.cancelled': () => rules.attendance.inactive,
    'attendance.not_started': () => rules.attendance.notStarted,
    'attendance.too_old': (p) => rules.attendance.tooOld(p.days),
    'schedule.work_order': () => rules.schedule.workOrder,
    'schedule.break_order': () => rules.schedule.breakOrder,
    'schedule.break_outside': () => rules.schedule.breakOutside,
    'schedule.no_work': () => rules.schedule.noWork,
    'schedule.work_overlap': () => rules.schedule.workOverlap,
    'schedule.step': () => rules.schedule.step,
    'profile.avatar_upload': () => schema.avatarUpload,
    'analytics.pro_only': () => period.proOnly,
    'analytics.period_reversed': () => period.reversed,
    'analytics.period_too_long': (p) => period.tooLong(p.max),
  }) satisfies Partial<ErrorCatalogue>;
