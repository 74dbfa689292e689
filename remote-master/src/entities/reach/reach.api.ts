import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ops as reachOps } from '@booking/contracts/reach';
import { entityQuery, send } from '@booking/platform';

/** The master's Telegram Business answers, the card to share, the calendar feed. */
export const reachKeys = {
  all: ['reach'] as const,
  autoreply: (workerId: number) => ['reach', 'autoreply', workerId] as const,
  calendar: (workerId: number) => ['reach', 'calendar', workerId] as const,
  clientSms: (workerId: number) => ['reach', 'client-sms', workerId] as const,
};

/** GET /workers/{id}/client-sms: `{ enabled, used, max, month }`, the clients' SMS of this month. */
export const clientSmsQuery = (workerId: number) => entityQuery(reachKeys.clientSms(workerId), reachOps.getClientSms, { id: workerId });

/** PUT /workers/{id}/client-sms: the switch; the answer is kept as the new state. */
export function useSetClientSms(workerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => send(reachOps.setClientSms, { enabled }, { id: workerId }),
    onSuccess: (state) => client.setQueryData(reachKeys.clientSms(workerId), state),
  });
}

/** GET /workers/{id}/business-autoreply: `{ connected, can_reply, enabled }`. */
export const autoreplyQuery = (workerId: number) => entityQuery(reachKeys.autoreply(workerId), reachOps.getBusinessAutoreply, { id: workerId });

/** PUT /workers/{id}/business-autoreply: the switch; the answer is kept as the new state. */
export function useSetAutoreply(workerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => send(reachOps.setBusinessAutoreply, { enabled }, { id: workerId }),
    onSuccess: (state) => client.setQueryData(reachKeys.autoreply(workerId), state),
  });
}

/** GET /workers/{id}/calendar: the secret feed address (made on the first call). */
export const calendarFeedQuery = (workerId: number) => entityQuery(reachKeys.calendar(workerId), reachOps.getCalendarFeed, { id: workerId });

/** POST /workers/{id}/calendar/token: a new address; the old one stops working. */
export function useRenewCalendar(workerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => send(reachOps.renewCalendarToken, undefined, { id: workerId }),
    onSuccess: (feed) => client.setQueryData(reachKeys.calendar(workerId), feed),
  });
}

/** POST /workers/{id}/share-card: a fresh prepared message for Telegram's share sheet (they expire). */
export const prepareShareCard = (workerId: number) => send(reachOps.createShareCard, undefined, { id: workerId });
