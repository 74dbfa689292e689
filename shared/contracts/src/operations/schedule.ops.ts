import * as v from 'valibot';
import {
  DayDeletedSchema, ExpiredQuery, IdParams, MultipleCreatedSchema, MultipleDeletedSchema, TimeslotBulkSchema, TimeslotDeletedSchema,
  TimeslotSchema, TimeslotsBulkCreatedSchema, TimeslotUpdateSchema, TimetableCopySchema, TimetableDeleteSchema, TimetableMultipleCreateSchema,
  TimetableMultipleDeleteSchema, TimetableSchema, TimetableUpsertSchema, WorkerDatesQuery, WorkerDayParams,
} from '../schemas';
import { operation } from './operation';

/** A master's days (spec sections 5 and 7). */

export const getTimetableDay = operation({
  method: 'GET', path: '/timetable/{workerId}/{date}', summary: 'A master’s day: slots and busy time', tags: ['schedule'],
  params: WorkerDayParams, query: ExpiredQuery, response: { 200: TimetableSchema },
});

export const listTimeslots = operation({
  method: 'GET', path: '/timeslots/{workerId}/{date}', summary: 'The day as a one-item list', tags: ['schedule'],
  params: WorkerDayParams, query: ExpiredQuery, response: { 200: v.array(TimetableSchema) },
});

export const listWorkerDates = operation({
  method: 'GET', path: '/workers/{id}/dates', tags: ['schedule'], params: IdParams, query: WorkerDatesQuery, response: { 200: v.array(v.string()) },
  summary: 'ISO dates with work time (past ones with include_expired=true; with place_id, work time at that place)',
});

export const createTimetableDay = operation({
  method: 'POST', path: '/timetable/', summary: 'Create a day', tags: ['schedule'], body: TimetableUpsertSchema, response: { 201: TimetableSchema },
});

export const replaceTimetableDay = operation({
  method: 'PUT', path: '/timetable/', summary: 'Replace a day (not with client bookings)', tags: ['schedule'], body: TimetableUpsertSchema,
  response: { 200: TimetableSchema },
});

/** Spec section 7: the day is named in the query, not a body. */
export const deleteTimetableDay = operation({
  method: 'DELETE', path: '/timetable/', summary: 'Delete a day (query worker_id, date)', tags: ['schedule'], query: TimetableDeleteSchema,
  response: { 200: DayDeletedSchema },
});

export const createTimetableDays = operation({
  method: 'POST', path: '/timetable/multiple', summary: 'Create many days; failed_dates lists those with bookings', tags: ['schedule'],
  body: TimetableMultipleCreateSchema, response: { 201: MultipleCreatedSchema },
});

export const deleteTimetableDays = operation({
  method: 'DELETE', path: '/timetable/multiple', summary: 'Delete many days; failed_dates lists those with bookings', tags: ['schedule'],
  body: TimetableMultipleDeleteSchema, response: { 200: MultipleDeletedSchema },
});

export const copyTimetableDay = operation({
  method: 'POST', path: '/timetable/copy', summary: 'Paste one day onto another', tags: ['schedule'], body: TimetableCopySchema, response: { 201: TimetableSchema },
});

export const copyTimeslots = operation({
  method: 'POST', path: '/timeslots/copy', summary: 'Paste one day onto another (the timeslot variant, with place_id)', tags: ['schedule'],
  body: TimetableCopySchema, response: { 201: TimetableSchema },
});

export const updateTimeslot = operation({
  method: 'PUT', path: '/timeslots/{id}', summary: 'Change one slot', tags: ['schedule'], params: IdParams, body: TimeslotUpdateSchema,
  response: { 200: TimeslotSchema },
});

export const deleteTimeslotsByDates = operation({
  method: 'DELETE', path: '/timeslots/by-dates', summary: 'Delete the slots of several dates', tags: ['schedule'], body: TimetableMultipleDeleteSchema,
  response: { 200: MultipleDeletedSchema },
});

export const deleteTimeslot = operation({
  method: 'DELETE', path: '/timeslots/{id}', summary: 'Delete one slot (not over a booking)', tags: ['schedule'], params: IdParams,
  response: { 200: TimeslotDeletedSchema },
});

/** One slot on many dates: the schedule editor sends work time, then each break, one call per slot. */
export const createTimeslotsBulk = operation({
  method: 'POST', path: '/timeslots/bulk', tags: ['schedule'], body: TimeslotBulkSchema, response: { 201: TimeslotsBulkCreatedSchema },
  summary: 'Add one slot on several dates (a break goes inside work time); failed_dates: bookings, past_dates, conflict_dates',
});
