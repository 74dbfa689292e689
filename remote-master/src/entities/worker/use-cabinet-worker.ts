import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useSession, callerIdOf, requestSignIn, workerByTelegramQuery } from '@booking/platform';
import { cabinetAccess, type CabinetAccess } from './cabinet-worker.lib';

export type CabinetState = CabinetAccess | { kind: 'loading' } | { kind: 'error'; retry: () => void };

/** The cabinet the current route shows, for the person signed in (in a plain browser, a guest is asked to sign in). */
export function useCabinetWorker(): CabinetState {
  const { workerId } = useParams();
  const telegramId = useSession(callerIdOf);
  const guest = useSession((s) => s.web !== null) && telegramId === null;
  const own = useQuery({ ...workerByTelegramQuery(telegramId ?? 0), enabled: telegramId !== null });
  useEffect(() => {
    if (guest) void requestSignIn();
  }, [guest]);
  if (telegramId === null) return cabinetAccess(workerId, null);
  if (own.isPending) return { kind: 'loading' };
  if (own.isError) return { kind: 'error', retry: () => void own.refetch() };
  return cabinetAccess(workerId, own.data);
}
