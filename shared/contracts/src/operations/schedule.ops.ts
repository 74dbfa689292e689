import * as v from 'valibot';
import {
  DayDeletedSchema, ExpiredQuery, IdParams, MultipleCreatedSchema, MultipleDeletedSchema, TimeslotBulkSchema, TimeslotDeletedSchema,
  TimeslotSchema, TimeslotsBulkCreatedSchema, TimeslotUpdateSchema, TimetableCopySchema, TimetableDeleteSchema, TimetableMultipleCreateSchema,
  TimetableMultipleDeleteSchema, TimetableSchema, TimetableUpsertSchema, WorkerDatesQuery, WorkerDayParams,
} from '../schemas';
import { operation } from './operation';

/** A master's days (docs/product.md: Form rules and API paths). */

export const getTimetableDay = operation({
  method: 'GET', path: '/timetable/{workerId}/{date}', guest: true,
  params: WorkerDayParams, query: ExpiredQuery, response: { 200: TimetableSchema },
});

export const listTimeslots = operation({
  method: 'GET', path: '/timeslots/{workerId}/{date}', guest: true,
  params: WorkerDayParams, query: ExpiredQuery, response: { 200: v.array(TimetableSchema) },
});

export const listWorkerDates = operation({
  method: 'GET', path: '/workers/{id}/dates', guest: true, params: IdParams, query: WorkerDatesQuery, response: { 200: v.array(v.string()) },
});

export const createTimetableDay = operation({
  method: 'POST', path: '/timetable/', body: TimetableUpsertSchema, response: { 201: TimetableSchema },
});

export const replaceTimetableDay = operation({
  method: 'PUT', path: '/timetable/', body: TimetableUpsertSchema,
  response: { 200: TimetableSchema },
});

/** The day is named in the query, not a body (docs/product.md, API paths). */
export const deleteTimetableDay = operation({
  method: 'DELETE', path: '/timetable/', query: TimetableDeleteSchema,
  response: { 200: DayDeletedSchema },
});

export const createTimetableDays = operation({
  method: 'POST', path: '/timetable/multiple',
  body: TimetableMultipleCreateSchema, response: { 201: MultipleCreatedSchema },
});

export const deleteTimetableDays = operation({
  method: 'DELETE', path: '/timetable/multiple',
  body: TimetableMultipleDeleteSchema, response: { 200: MultipleDeletedSchema },
});

export const copyTimetableDay = operation({
  method: 'POST', path: '/timetable/copy', body: TimetableCopySchema, response: { 201: TimetableSchema },
});

export const copyTimeslots = operation({
  method: 'POST', path: '/timeslots/copy',
  body: TimetableCopySchema, response: { 201: TimetableSchema },
});

export const updateTimeslot = operation({
  method: 'PUT', path: '/timeslots/{id}', params: IdParams, body: TimeslotUpdateSchema,
  response: { 200: TimeslotSchema },
});

export const deleteTimeslotsByDates = operation({
  method: 'DELETE', path: '/timeslots/by-dates', body: TimetableMultipleDeleteSchema,
  response: { 200: MultipleDeletedSchema },
});

export const deleteTimeslot = operation({
  method: 'DELETE', path: '/timeslots/{id}', params: IdParams,
  response: { 200: TimeslotDeletedSchema },
});

/** One slot on many dates: the schedule editor sends work time, then each break, one call per slot. */
export const createTimeslotsBulk = operation({
  method: 'POST', path: '/timeslots/bulk', body: TimeslotBulkSchema, response: { 201: TimeslotsBulkCreatedSchema },
});
