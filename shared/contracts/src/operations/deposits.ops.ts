import {
  IdParams, PaymentReturnSchema, PaymentSettingsInputSchema, PaymentSettingsSchema, PaymentTokenParams, WebhookDoneSchema, YookassaNotificationSchema,
} from '../schemas';
import { operation } from './operation';

/**
 * Deposits through the master's own ЮKassa shop (schemas/deposit.schema.ts): the shop's settings
 * (the master's only), ЮKassa's notifications and the page ЮKassa returns the client to.
 */

export const getPaymentSettings = operation({
  method: 'GET', path: '/workers/{id}/payment-settings', params: IdParams, response: { 200: PaymentSettingsSchema },
});

/** The key is checked with one call to ЮKassa before it is kept (encrypted). */
export const savePaymentSettings = operation({
  method: 'PUT', path: '/workers/{id}/payment-settings', params: IdParams, body: PaymentSettingsInputSchema,
  response: { 200: PaymentSettingsSchema },
});

export const deletePaymentSettings = operation({
  method: 'DELETE', path: '/workers/{id}/payment-settings', params: IdParams, response: { 200: PaymentSettingsSchema },
});

/** ЮKassa posts here (the address the master enters in the shop's dashboard); the body is only a hint. */
export const yookassaNotification = operation({
  method: 'POST', path: '/yookassa/notifications', public: true,
  body: YookassaNotificationSchema, response: { 200: WebhookDoneSchema },
});

/** The return page's reading, by its signed token (the client may be in a browser without the app's session). */
export const getPaymentReturn = operation({
  method: 'GET', path: '/payments/return/{token}', public: true, params: PaymentTokenParams,
  response: { 200: PaymentReturnSchema },
});
