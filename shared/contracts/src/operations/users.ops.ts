import * as v from 'valibot';
import {
  LanguageChoiceSchema, LanguageStateSchema, TelegramIdParams, TimezoneSavedSchema, TimezoneUpdateSchema, UserSchema, WorkerProfilePatchSchema, WorkerProfileSchema, WorkerWithPlaceSchema,
  WriteAccessAnswerSchema, WriteAccessStateSchema,
} from '../schemas';
import { operation } from './operation';

/** The caller: their user record, master profile, time zone, language and the bot's permission to write. */

export const registerWorker = operation({
  method: 'POST', path: '/registration/worker',
  body: WorkerProfileSchema, response: { 201: WorkerWithPlaceSchema },
});

export const patchWorkerProfile = operation({
  method: 'PATCH', path: '/registration/worker', body: WorkerProfilePatchSchema, response: { 200: WorkerWithPlaceSchema },
});

export const saveTimezone = operation({
  method: 'POST', path: '/profile/timezone', body: TimezoneUpdateSchema,
  response: { 200: TimezoneSavedSchema },
});

/** The caller's own record, as a one-item list (a user never lists other users). */
export const listUsers = operation({ method: 'GET', path: '/users', response: { 200: v.array(UserSchema) } });

export const getUser = operation({ method: 'GET', path: '/users/{id}', params: TelegramIdParams, response: { 200: UserSchema } });

/** Permission for the bot's messages, asked in the app; the 30-day rule is the server's. */
export const getWriteAccess = operation({
  method: 'GET', path: '/profile/write-access',
  response: { 200: WriteAccessStateSchema },
});

export const answerWriteAccess = operation({
  method: 'POST', path: '/profile/write-access', body: WriteAccessAnswerSchema,
  response: { 200: WriteAccessStateSchema },
});

/** The language the bot writes to the caller in: their own choice, else their messenger's (the rule is the server's). */
export const getLanguage = operation({
  method: 'GET', path: '/profile/language',
  response: { 200: LanguageStateSchema },
});

export const saveLanguage = operation({
  method: 'POST', path: '/profile/language', body: LanguageChoiceSchema,
  response: { 200: LanguageStateSchema },
});
