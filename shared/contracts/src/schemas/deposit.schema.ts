import * as v from 'valibot';
import { singleLine } from './common.schema';

/**
 * Deposits: a part of the price a client pays when booking, through the master's own ЮKassa shop
 * (the money goes to the master; the product only asks ЮKassa and reads its answers).
 */

/** How a service's deposit is set: none, a fixed sum in rubles, or a percent of its price. */
export const DEPOSIT_TYPES = ['none', 'fixed', 'percent'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/** A service's deposit in whole rubles: a percent is rounded to the nearest ruble. */
export function depositOf(price: number, type: DepositType | undefined, value: number | undefined): number {
  if (type === 'fixed') return Math.min(value ?? 0, price);
  if (type === 'percent') return Math.round((price * Math.min(value ?? 0, 100)) / 100);
  return 0;
}

/**
 * Where a booking's deposit stands, as a card shows it:
 * - awaiting: the time is held until it is paid (until expires_at);
 * - paid: paid, and kept on the booking;
 * - refunding / refunded: going back, or back, to the client;
 * - kept: paid, and the master keeps it (a late cancel, a no-show);
 * - released: the hold ended unpaid.
 */
export const DEPOSIT_STATES = ['awaiting', 'paid', 'refunding', 'refunded', 'kept', 'released'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export const DepositSchema = v.object({
  amount: v.number(),
  state: v.picklist(DEPOSIT_STATES),
  /** ЮKassa's page where the client pays (while awaiting). */
  confirmation_url: v.nullable(v.string()),
  /** When an unpaid hold is released (ISO 8601, UTC). */
  expires_at: v.nullable(v.string()),
  /** Whether a cancel by the client now would return it (before the master's cut-off): the card says so before they confirm. */
  refund_on_cancel: v.boolean(),
});
export type Deposit = v.InferOutput<typeof DepositSchema>;

/** The payment a new booking waits for (POST /bookings/ answering 'awaiting_payment'). */
export const BookingPaymentSchema = v.object({
  amount: v.number(),
  confirmation_url: v.string(),
  expires_at: v.string(),
});
export type BookingPayment = v.InferOutput<typeof BookingPaymentSchema>;

/** PUT /workers/{id}/payment-settings: the master's ЮKassa shop. */
export const PaymentSettingsInputSchema = v.strictObject({
  shop_id: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,20}$/, 'shop_id must be the shop’s number')),
  secret_key: v.pipe(v.string(), v.trim(), v.minLength(1, 'secret_key is required'), v.maxLength(200), singleLine()),
  /** Whether the shop sends receipts (54-ФЗ): each payment then carries ЮKassa's receipt. */
  receipts: v.optional(v.boolean(), false),
});
export type PaymentSettingsInput = v.InferOutput<typeof PaymentSettingsInputSchema>;

/** The master's shop as they may see it: the key is never returned. */
export const PaymentSettingsSchema = v.object({
  connected: v.boolean(),
  shop_id: v.nullable(v.string()),
  receipts: v.boolean(),
  /** The address to enter in the shop's dashboard for notifications (null until PUBLIC_ORIGIN is set). */
  notification_url: v.nullable(v.string()),
});
export type PaymentSettings = v.InferOutput<typeof PaymentSettingsSchema>;

const Amount = v.object({ value: v.pipe(v.string(), v.maxLength(32)), currency: v.pipe(v.string(), v.maxLength(8)) });

/** What ЮKassa posts to the notification address: a hint only, the payment is read back. */
export const YOOKASSA_EVENTS = ['payment.succeeded', 'payment.canceled', 'payment.waiting_for_capture', 'refund.succeeded'] as const;
export const YookassaNotificationSchema = v.object({
  type: v.literal('notification'),
  event: v.picklist(YOOKASSA_EVENTS),
  object: v.object({
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    status: v.optional(v.pipe(v.string(), v.maxLength(32))),
    payment_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
    amount: v.optional(Amount),
    recipient: v.optional(v.object({ account_id: v.pipe(v.string(), v.maxLength(32)) })),
    metadata: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(512)))),
  }),
});
export type YookassaNotification = v.InferOutput<typeof YookassaNotificationSchema>;

/** GET /payments/return/{token}: the page ЮKassa sends the client back to. */
export const PAYMENT_RETURN_STATES = ['awaiting', 'paid', 'released'] as const;
export const PaymentReturnSchema = v.object({
  booking_id: v.number(),
  state: v.picklist(PAYMENT_RETURN_STATES),
  amount: v.number(),
  worker_name: v.string(),
  date: v.string(),
  time_start: v.string(),
});
export type PaymentReturn = v.InferOutput<typeof PaymentReturnSchema>;

export const PaymentTokenParams = v.object({ token: v.pipe(v.string(), v.minLength(10), v.maxLength(300), v.regex(/^[A-Za-z0-9_-]+$/, 'not a payment token')) });
