import type { Invoice } from '@booking/shared/schemas';

/**
 * THE SEAM to Telegram Stars. A paid plan is bought in three steps, as Telegram's payments for
 * digital goods work:
 *   1. POST /payments/subscriptions {plan_id} makes a pending subscription and an invoice (amount in
 *      Stars, currency XTR, a random payload naming it) and asks `createInvoiceLink` for a link;
 *   2. the Mini App opens the link (openInvoice); Telegram asks the bot (pre_checkout_query), the
 *      bot answers ok when the payload is a pending invoice, and the user pays;
 *   3. the bot receives successful_payment and reports it to POST /payments/telegram/successful-payment
 *      with the shared secret; only that call activates the plan, after checking payload, amount
 *      and currency.
 * What is not wired in yet is the bot: `createInvoiceLink` below is where a bot client calls the Bot
 * API's createInvoiceLink(title, description, payload, currency 'XTR', prices [{ label, amount }])
 * with the bot's token. Until then it answers null and the invoice comes back without a link.
 */
export interface StarsGateway {
  createInvoiceLink(invoice: Omit<Invoice, 'invoice_link'>): Promise<string | null>;
}

export const noStarsGateway: StarsGateway = {
  createInvoiceLink: async () => null,
};
