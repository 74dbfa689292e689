import * as v from 'valibot';
import {
  TelegramIdParams, TimezoneSavedSchema, TimezoneUpdateSchema, UserSchema, WorkerProfilePatchSchema, WorkerProfileSchema, WorkerWithPlaceSchema,
  WriteAccessAnswerSchema, WriteAccessStateSchema,
} from '../schemas';
import { operation } from './operation';

/** The caller: their user record, master profile, time zone and the bot's permission to write. */

export const registerWorker = operation({
  method: 'POST', path: '/registration/worker', summary: 'Become a master: business, place and worker for the caller', tags: ['masters'],
  body: WorkerProfileSchema, response: { 201: WorkerWithPlaceSchema },
});

export const patchWorkerProfile = operation({
  method: 'PATCH', path: '/registration/worker', tags: ['masters'], body: WorkerProfilePatchSchema, response: { 200: WorkerWithPlaceSchema },
  summary: 'Change the named fields of the caller’s master profile (business and place only as their owner)',
});

export const saveTimezone = operation({
  method: 'POST', path: '/profile/timezone', summary: 'Store the caller’s time zone', tags: ['users'], body: TimezoneUpdateSchema,
  response: { 200: TimezoneSavedSchema },
});

/** The caller's own record, as a one-item list (a user never lists other users). */
export const listUsers = operation({ method: 'GET', path: '/users', summary: 'The caller as a user list', tags: ['users'], response: { 200: v.array(UserSchema) } });

export const getUser = operation({ method: 'GET', path: '/users/{id}', summary: 'The caller (others: 403)', tags: ['users'], params: TelegramIdParams, response: { 200: UserSchema } });

/** Issue 28: permission for the bot's messages, asked in the app; the 30-day rule is the server's. */
export const getWriteAccess = operation({
  method: 'GET', path: '/profile/write-access', summary: 'Whether the bot may write to the caller, and whether to ask now', tags: ['users'],
  response: { 200: WriteAccessStateSchema },
});

export const answerWriteAccess = operation({
  method: 'POST', path: '/profile/write-access', summary: 'Store the caller’s answer to requestWriteAccess', tags: ['users'], body: WriteAccessAnswerSchema,
  response: { 200: WriteAccessStateSchema },
});
