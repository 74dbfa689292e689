import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { markAttendance } from '../services/attendance.service';
import { getBooking, moveBooking } from '../services/booking-move.service';
import type { Notifier } from '../services/notifications.service';

/** One booking for its client or master, its move, and who came. */
export async function bookingMoveRoutes(app: FastifyInstance, { db, notifier, config }: { db: Database; notifier: Notifier; config: Config }) {
  route(app, ops.getBooking, async (req) => getBooking(db, req.caller.id, req.params.id));
  route(app, ops.moveBooking, async (req) => moveBooking(db, notifier, req.caller.id, req.params.id, req.body, config.maxActivePerClient));
  route(app, ops.setAttendance, async (req) => markAttendance(db, req.caller.id, req.params.id, req.body.attendance));
}
