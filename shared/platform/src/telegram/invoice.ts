import { isInsideTelegram } from './launch-params.lib';
import { whenTelegramSettled } from './telegram.store';
import type { InvoiceStatus } from './telegram-runtime';

export type { InvoiceStatus };

/** Whether this page can pay: only a real Telegram client opens Stars invoices (not the browser container). */
export const canPayInTelegram = (): boolean => isInsideTelegram();

/**
 * Opens a Stars invoice link in Telegram and resolves with how it was closed (`invoice_closed`):
 * 'paid', 'cancelled', 'failed' or 'pending'; null when this client cannot open invoices.
 */
export async function payInvoice(link: string): Promise<InvoiceStatus | null> {
  const runtime = await whenTelegramSettled();
  const closed = runtime?.openInvoice(link);
  return closed ? await closed : null;
}
