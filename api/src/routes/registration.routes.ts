import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { patchWorkerProfile, registerWorker, setTimezone } from '../services/registration.service';

/**
 * The master's own profile (spec sections 3 and 5) and the caller's time zone. The rules (what POST
 * creates, what PATCH may change: the shared-record rule) are in services/registration.service.ts.
 */
export async function registrationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.post('/registration/worker', { schema: { summary: "Become a master: business, place and worker for the caller", tags: ['masters'], body: schemas.WorkerProfileSchema, response: { 201: schemas.WorkerWithPlaceSchema } } }, async (req, reply) => {
    assertCaller(req, req.body.telegram_id);
    return reply.status(201).send(await registerWorker(db, req.caller.id, req.body));
  });

  api.patch('/registration/worker', { schema: { summary: "Change the named fields of the caller’s master profile (business and place only as their owner)", tags: ['masters'], body: schemas.WorkerProfilePatchSchema, response: { 200: schemas.WorkerWithPlaceSchema } } }, async (req) => {
    assertCaller(req, req.body.telegram_id);
    return patchWorkerProfile(db, req.caller.id, req.body);
  });

  api.post('/profile/timezone', { schema: { summary: "Store the caller’s time zone", tags: ['users'], body: schemas.TimezoneUpdateSchema, response: { 200: schemas.TimezoneSavedSchema } } }, async (req) => {
    assertCaller(req, req.body.telegram_id);
    return setTimezone(db, req.caller.id, req.body.timezone);
  });
}
