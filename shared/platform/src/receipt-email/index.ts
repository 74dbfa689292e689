/**
 * The payment step's email for the receipt (54-ФЗ), asked when the payer has no phone on record: a
 * separate entry, like the time step, bundled by the areas that pay (plans, the client's booking)
 * into the chunks that show it.
 */
export { ReceiptEmailForm } from './receipt-email.ui';
