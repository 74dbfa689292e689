import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { CANCEL_CUTOFF_OPTIONS, MAX_MOVES_OPTIONS } from '@booking/contracts/booking-rules';
import { useSession, callerIdOf, workerKeys, send } from '@booking/platform';

/** The master's rules as PATCH /registration/worker takes them (options of the contracts). */
export interface ChangeRulesInput {
  cancel_cutoff_hours: (typeof CANCEL_CUTOFF_OPTIONS)[number];
  max_moves: Exclude<(typeof MAX_MOVES_OPTIONS)[number], null> | null;
}

/**
 * PATCH /registration/worker with only the rules for a client's cancel and move; the
 * worker is read again, so the cabinet shows what the server keeps.
 */
export function useSaveChangeRules() {
  const client = useQueryClient();
  const telegramId = useSession(callerIdOf) ?? undefined;
  return useMutation({
    mutationFn: (rules: ChangeRulesInput) => {
      if (telegramId === undefined) throw new Error('Telegram user is unknown');
      return send(ops.patchWorkerProfile, { telegram_id: telegramId, ...rules });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: workerKeys.all }),
  });
}
