import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { waitForTime } from '../services/waitlist.service';

/** POST /waitlist: the time step's 'Сообщить, когда освободится время' (a path the spec leaves open). */
export async function waitlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.post('/waitlist', { schema: { summary: 'Wait for time with a master on a date: the bot writes when a booking of that day is cancelled', tags: ['bookings'], body: schemas.WaitlistJoinSchema, response: { 201: schemas.WaitlistEntrySchema } } }, async (req, reply) =>
    reply.status(201).send(await waitForTime(db, req.caller.id, req.body)));
}
