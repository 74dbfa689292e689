import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { PaymentSettings, PaymentSettingsInput } from '@booking/contracts/schemas';
import { entityQuery, send } from '@booking/platform';

/** The master's ЮKassa shop for deposits: one key, read by the profile's section and the service form. */
export const paymentSettingsKeys = {
  all: ['payment-settings'] as const,
  of: (workerId: number) => ['payment-settings', workerId] as const,
};

/** GET /workers/{id}/payment-settings: `{ connected, shop_id, receipts, notification_url }` (the key never comes back). */
export const paymentSettingsQuery = (workerId: number) => entityQuery(paymentSettingsKeys.of(workerId), ops.getPaymentSettings, { id: workerId });

/** The answer of a write is the shop's new state: kept as it is, so no second GET. */
function useKeepSettings(workerId: number) {
  const client = useQueryClient();
  return (settings: PaymentSettings) => client.setQueryData(paymentSettingsKeys.of(workerId), settings);
}

/** PUT /workers/{id}/payment-settings: the server checks the key with ЮKassa first (a wrong one: 400 `payment.shop_refused`). */
export function useSavePaymentSettings(workerId: number) {
  const onSuccess = useKeepSettings(workerId);
  return useMutation({ mutationFn: (input: PaymentSettingsInput) => send(ops.savePaymentSettings, input, { id: workerId }), onSuccess });
}

/** DELETE /workers/{id}/payment-settings: new bookings take no deposit. */
export function useDeletePaymentSettings(workerId: number) {
  const onSuccess = useKeepSettings(workerId);
  return useMutation({ mutationFn: () => send(ops.deletePaymentSettings, undefined, { id: workerId }), onSuccess });
}
