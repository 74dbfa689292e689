/**
 * The reading of the pages ЮKassa returns payers to: a separate entry, bundled by the areas' return
 * pages (each a chunk of its own) and by nothing else.
 */
export { usePaymentReturn, RETURN_POLL_MS, RETURN_WAIT_MS } from './use-payment-return';
