import { useMutation } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { WaitlistJoin } from '@booking/contracts/schemas';
import { send } from './entity-fetch.lib';

/**
 * POST /waitlist: 'Сообщить, когда освободится время' on the time step. The bot writes to the
 * client when a booking with this master on this date is cancelled (api: waitlist.service.ts).
 */
export const useJoinWaitlist = () => useMutation({ mutationFn: (join: WaitlistJoin) => send(ops.joinWaitlist, join) });
