import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useSession, workerByTelegramQuery } from '@booking/shared/web';

export type ScheduleWorker =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; workerId: number; timeZone: string | null };

/**
 * Whose schedule: the worker id of `/worker/{id}/schedule`, else the caller's own master profile (the
 * session's, or looked up by Telegram id for `/schedule`). The zone is the master's when known.
 */
export function useScheduleWorker(): ScheduleWorker {
  const { workerId: param } = useParams();
  const own = useSession((s) => s.worker);
  const telegramId = useSession((s) => s.launch?.user?.id);
  const lookup = useQuery({ ...workerByTelegramQuery(telegramId ?? 0), enabled: param === undefined && !own && telegramId !== undefined });
  const known = own ?? lookup.data ?? null;

  if (param !== undefined) {
    const id = Number(param);
    if (!Number.isInteger(id) || id <= 0) return { state: 'missing' };
    return { state: 'ready', workerId: id, timeZone: known?.id === id ? known.user.timezone : null };
  }
  if (known) return { state: 'ready', workerId: known.id, timeZone: known.user.timezone };
  if (telegramId === undefined || lookup.data === null) return { state: 'missing' };
  if (lookup.isError) return { state: 'error', retry: () => void lookup.refetch() };
  return { state: 'loading' };
}
