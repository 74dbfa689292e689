import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import { route } from '../plugins/operation-route';
import { patchWorkerProfile, registerWorker, setTimezone } from '../services/registration.service';

/**
 * The master's own profile (docs/product.md, Data and Form rules) and the caller's time zone. The rules (what POST
 * creates, what PATCH may change: the shared-record rule) are in services/registration.service.ts.
 */
export async function registrationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.registerWorker, async (req) => {
    assertCaller(req, req.body.telegram_id);
    return registerWorker(db, req.caller.id, req.body);
  });

  route(app, ops.patchWorkerProfile, async (req) => {
    assertCaller(req, req.body.telegram_id);
    return patchWorkerProfile(db, req.caller.id, req.body);
  });

  route(app, ops.saveTimezone, async (req) => {
    assertCaller(req, req.body.telegram_id);
    return setTimezone(db, req.caller.id, req.body.timezone);
  });
}
