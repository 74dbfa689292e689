import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@booking/platform';
import { SlotList, type OfferedSlot } from '@booking/platform/time-step';

interface Props {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  offered: OfferedSlot[];
  chosen: OfferedSlot | null;
  onChoose: (slot: OfferedSlot | null) => void;
}

/** The chosen day's times: spinner while it loads, 'Нет доступного времени на этот день' when none. */
export function DaySlots({ query, offered, chosen, onChoose }: Props) {
  const toggle = (slot: OfferedSlot) => onChoose(chosen?.start === slot.start && chosen.timeslotId === slot.timeslotId ? null : slot);
  return <QueryState query={query}>{() => <SlotList slots={offered} chosen={chosen} onToggle={toggle} />}</QueryState>;
}
