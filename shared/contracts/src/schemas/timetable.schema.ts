import * as v from 'valibot';
import { IdSchema, IsoDateSchema, TimeSchema } from './common.schema';

export const TIMESLOT_STATUSES = ['free', 'break', 'busy'] as const;

export const TimeslotSchema = v.object({
  id: v.number(),
  time_start: v.string(),
  time_end: v.string(),
  status: v.picklist(TIMESLOT_STATUSES),
  booking_id: v.nullish(v.number()),
  /** The place of this part of the day (a master may work at several places in one day). */
  place_id: v.number(),
});
export type Timeslot = v.InferOutput<typeof TimeslotSchema>;

/** GET /timetable/{workerId}/{date}: the day, with busy time from active bookings. */
export const TimetableSchema = v.object({
  worker_id: v.number(),
  date: v.string(),
  timeslots: v.array(TimeslotSchema),
  timeslots_busy: v.array(v.object({ time_start: v.string(), time_end: v.string() })),
});
export type Timetable = v.InferOutput<typeof TimetableSchema>;

/** A time on the schedule's 15-minute grid (docs/product.md: Form rules and Constants). */
export const QuarterTimeSchema = v.pipe(
  TimeSchema,
  v.check((t) => Number(t.split(':')[1]) % 15 === 0 && (t.split(':')[2] ?? '00') === '00', 'must be on a 15-minute step'),
);

export const ScheduleSlotSchema = v.strictObject({
  time_start: QuarterTimeSchema,
  time_end: QuarterTimeSchema,
  status: v.optional(v.picklist(['free', 'break']), 'free'),
});
export type ScheduleSlot = v.InferOutput<typeof ScheduleSlotSchema>;
const Slots = v.pipe(v.array(ScheduleSlotSchema), v.minLength(1, 'slots must not be empty'), v.maxLength(48));
const Dates = v.pipe(v.array(IsoDateSchema), v.minLength(1, 'dates must not be empty'), v.maxLength(62));

export const TimetableUpsertSchema = v.strictObject({ worker_id: IdSchema, place_id: IdSchema, date: IsoDateSchema, slots: Slots });
export const TimetableDeleteSchema = v.object({ worker_id: IdSchema, date: IsoDateSchema });
export const TimetableMultipleCreateSchema = v.strictObject({ worker_id: IdSchema, place_id: IdSchema, dates: Dates, slots: Slots });
export const TimetableMultipleDeleteSchema = v.strictObject({ worker_id: IdSchema, dates: Dates });
export const TimetableCopySchema = v.strictObject({
  worker_id: IdSchema,
  from_date: IsoDateSchema,
  to_date: IsoDateSchema,
  place_id: v.optional(IdSchema),
});
export const TimeslotBulkSchema = v.strictObject({
  worker_id: IdSchema,
  place_id: IdSchema,
  dates: Dates,
  time_start: QuarterTimeSchema,
  time_end: QuarterTimeSchema,
  status: v.optional(v.picklist(['free', 'break']), 'free'),
  booking_id: v.optional(v.nullable(IdSchema)),
});
export const TimeslotUpdateSchema = v.strictObject({
  time_start: v.optional(QuarterTimeSchema),
  time_end: v.optional(QuarterTimeSchema),
  status: v.optional(v.picklist(['free', 'break'])),
});
