import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useSession, workerByTelegramQuery } from '@booking/platform';
import { cabinetAccess, type CabinetAccess } from './cabinet-worker.lib';

export type CabinetState = CabinetAccess | { kind: 'loading' } | { kind: 'error'; retry: () => void };

/** The cabinet the current route shows, for the signed-in Telegram user. */
export function useCabinetWorker(): CabinetState {
  const { workerId } = useParams();
  const telegramId = useSession((s) => s.launch?.user?.id);
  const own = useQuery({ ...workerByTelegramQuery(telegramId ?? 0), enabled: telegramId !== undefined });
  if (telegramId === undefined) return cabinetAccess(workerId, null);
  if (own.isPending) return { kind: 'loading' };
  if (own.isError) return { kind: 'error', retry: () => void own.refetch() };
  return cabinetAccess(workerId, own.data);
}
