import { depositFigures, depositStateOf } from '../db/queries/deposits.queries';
import * as analytics from '@booking/contracts/analytics';
import type { Database } from '../db/database';
import { readAnalyticsOwner, readExportRows, type ExportRow } from '../db/queries/analytics.queries';
import type { FigureReads } from '../speed/figures';
import { EXPORT_LINK_SECONDS, signExport, verifyExport } from '../auth/export-link';
import { occupancy, periodFigures } from '../domain/analytics';
import { now, wallClock } from '../domain/clock';
import { toCsv } from '../domain/csv';
import { DOCUMENT_TEXTS, type DocumentTexts } from '../domain/documents';
import { forbidden, invalid, notFound } from '../domain/errors';
import { languageOf } from './language.service';
import { ownWorker } from './ownership';

/**
 * The master's figures: GET /workers/{id}/analytics, its CSV and the CSV's signed address.
 * Only the worker's master (others: 403, unknown worker: 404, as the cabinet's other calls), and only
 * while the plan in force has features.analytics (403, code analytics.pro_only).
 */

type Period = { from: string; to: string };

function checkPeriod({ from, to }: Period): void {
  const refusal = analytics.periodRefusal(from, to);
  if (refusal) throw refusal.reason === 'reversed' ? invalid('analytics.period_reversed', refusal.field) : invalid('analytics.period_too_long', { max: analytics.MAX_PERIOD_DAYS }, refusal.field);
}

/** The worker of a master with analytics in their plan: its zone, read with the check. */
async function analyticsWorker(db: Database, callerId: number | null, workerId: number, at: Date) {
  const row = await readAnalyticsOwner(db, workerId, at);
  if (!row) throw notFound('not_found.worker');
  // A signed address stands for its master (callerId null: the signature was checked).
  if (callerId !== null) ownWorker(row, callerId);
  if (!row.analytics) throw forbidden('analytics.pro_only');
  return row;
}

/** 'YYYY-MM-DD HH:MM:00': the master's wall clock as a timestamp without zone (how bookings' starts are kept). */
const wallTimestamp = (clock: { date: string; minutes: number }) =>
  `${clock.date} ${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}:00`;

export async function getAnalytics(reads: FigureReads, db: Database, callerId: number, workerId: number, period: Period): Promise<analytics.Analytics> {
  const at = now();
  const worker = await analyticsWorker(db, callerId, workerId, at);
  checkPeriod(period);
  const previous = analytics.previousPeriod(period.from, period.to);
  const clock = wallClock(worker.timezone, at);
  const read = await reads.figures(db, workerId, {
    previousFrom: previous.from, from: period.from, to: period.to, nowLocal: wallTimestamp(clock),
    weekFrom: clock.date, weekTo: analytics.addDays(clock.date, 7),
  });
  return {
    ...periodFigures(period.from, period.to, read.current),
    occupancy_next_7_days: occupancy(clock, read.slots, read.upcoming),
    previous: periodFigures(previous.from, previous.to, read.previous),
    deposits: await depositFigures(db, workerId, period.from, period.to),
  };
}

/** A signed address of the period's CSV, relative to the API base, working for EXPORT_LINK_SECONDS. */
export async function createExportLink(db: Database, botToken: string, callerId: number, workerId: number, period: Period): Promise<{ url: string; expires_at: string }> {
  const at = now();
  await analyticsWorker(db, callerId, workerId, at);
  checkPeriod(period);
  const expires = Math.floor(at.getTime() / 1000) + EXPORT_LINK_SECONDS;
  const sig = signExport({ workerId, ...period, expires }, botToken);
  return {
    url: `workers/${workerId}/analytics.csv?from=${period.from}&to=${period.to}&expires=${expires}&sig=${sig}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/**
 * The CSV of the period's bookings: for the caller's own worker (init data), or for the worker a
 * signed address names (`signed`: its expiry and signature, checked here; callerId null).
 */
export async function exportCsv(
  db: Database,
  botToken: string,
  callerId: number | null,
  workerId: number,
  q: Period & { expires?: string; sig?: string },
): Promise<{ filename: string; body: string }> {
  const at = now();
  if (callerId === null) {
    const grant = { workerId, from: q.from, to: q.to, expires: Number(q.expires) };
    if (!q.sig || !verifyExport(grant, q.sig, botToken, Math.floor(at.getTime() / 1000))) throw forbidden('auth.link_invalid');
  }
  const worker = await analyticsWorker(db, callerId, workerId, at);
  checkPeriod(q);
  const rows = await readExportRows(db, workerId, q.from, q.to);
  // Fetched by address (Telegram's downloadFile): in the master's stored language.
  const t = DOCUMENT_TEXTS[await languageOf(db, worker.user_id === null ? null : Number(worker.user_id))].csv;
  const h = t.header;
  const header = [h.date, h.time, h.client, h.services, h.price, h.status, h.attendance, h.depositPaid, h.depositRefunded, h.depositKept];
  return { filename: `statistika-${q.from}-${q.to}.csv`, body: toCsv(header, rows.map((r) => csvRow(r, t))) };
}

/** A row's deposit columns: paid, refunded, kept by the master (rubles; empty where it has none or none of that). */
function depositColumns(r: ExportRow): (string | number)[] {
  const state = depositStateOf({ deposit_amount: r.deposit_amount, deposit_state: r.deposit_state, deposit_refund: r.deposit_refund, deposit_url: null, deposit_expires: null }, r);
  const amount = r.deposit_amount ?? 0;
  const paid = state === 'paid' || state === 'refunding' || state === 'refunded' || state === 'kept';
  return [paid ? amount : '', state === 'refunded' ? amount : '', state === 'kept' ? amount : ''];
}

function csvRow(r: ExportRow, t: DocumentTexts['csv']): (string | number)[] {
  const client = r.client_username ? `${r.client_name} (@${r.client_username})` : r.client_phone ? `${r.client_name} (+${r.client_phone})` : r.client_name;
  const status = r.status === 'confirmed' || r.status === 'created'
    ? t.status.confirmed
    : r.status === 'awaiting_payment' ? t.status.awaitingPayment
    : r.cancelled_by === 'client' ? t.status.cancelledByClient : r.cancelled_by === 'master' ? t.status.cancelledByMaster : t.status.cancelled;
  const attendance = r.attendance === 'came' ? t.attendance.came : r.attendance === 'no_show' ? t.attendance.noShow : '';
  return [r.date, r.time_start, client, r.services, r.price, status, attendance, ...depositColumns(r)];
}
