import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts/analytics';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { createExportLink, exportCsv, getAnalytics } from '../services/analytics.service';
import { figureReads } from '../speed/figures';
import { getWorkerClient, listWorkerClients, saveClientNote, setClientBlocked } from '../services/clients.service';

/** The master's figures, their CSV (with init data or a signed address) and the master's clients. */
export async function analyticsRoutes(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  const reads = figureReads(config.plainFigures);
  route(app, ops.getAnalytics, async (req) => getAnalytics(reads, db, req.caller.id, req.params.id, req.query));
  route(app, ops.createExportLink, async (req) => createExportLink(db, config.botToken, req.caller.id, req.params.id, req.body));
  route(app, ops.exportAnalyticsCsv, async (req, reply) => {
    // A signed address comes without init data (auth.plugin.ts lets it through): the signature stands for the caller.
    const signed = req.query.sig !== undefined;
    const file = await exportCsv(db, config.botToken, signed ? null : req.caller.id, req.params.id, req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.body, 'utf8'));
  });

  route(app, ops.listClients, async (req) => listWorkerClients(reads, db, req.caller.id, req.params.id, req.query));
  route(app, ops.getClient, async (req) => getWorkerClient(db, req.caller.id, req.params.id, req.params.telegramId));
  route(app, ops.saveClientNote, async (req) => saveClientNote(db, req.caller.id, req.params.id, req.params.telegramId, req.body.note));
  route(app, ops.setClientBlocked, async (req) => setClientBlocked(db, req.caller.id, req.params.id, req.params.telegramId, req.body.blocked));
}
