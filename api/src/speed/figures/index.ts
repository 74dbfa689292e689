import type { Queryable } from '../../db/queryable';
import * as plain from '../../db/queries/analytics.queries';
import * as plainClients from '../../db/queries/clients.queries';
import * as counted from './counters.queries';

/** The master's figures and a page of their clients, as the services read them. */
export interface FigureReads {
  figures(db: Queryable, workerId: number, q: plain.FiguresQuery): Promise<plain.FiguresRead>;
  clients(db: Queryable, workerId: number, q: plainClients.ClientsQuery): Promise<plainClients.ClientRow[]>;
}

/**
 * Fast: the days before today and each client's totals from the rows migration 30 keeps current by
 * triggers (counters.queries.ts), today and later from the bookings. Plain (SPEED_PLAIN=figures): every
 * figure counted from the master's bookings at each read (db/queries/analytics.queries.ts, clients.queries.ts).
 * The rows are kept either way: the plain reads only do not read them.
 */
export function figureReads(plainFigures: boolean): FigureReads {
  if (plainFigures) return { figures: plain.readFigures, clients: plainClients.listClients };
  return { figures: counted.readFigures, clients: counted.listClients };
}
