import type { schemas } from '@booking/contracts';

/** What 'Повторить' hands the appointment route in navigation state: the old booking's services. */
export interface RepeatState {
  repeatServices: { title: string; category_id: number | null }[];
}

/** Navigation state of the service step (docs/product.md, Client screens: route state may carry selectedServiceIds). */
export interface ServiceStepState {
  selectedServiceIds: number[];
}

/** Reads {@link RepeatState} from untyped navigation state; anything malformed is no repeat. */
export function readRepeatState(state: unknown): RepeatState['repeatServices'] {
  const list = (state as Partial<RepeatState> | null)?.repeatServices;
  if (!Array.isArray(list)) return [];
  return list.filter((s): s is RepeatState['repeatServices'][number] => typeof s?.title === 'string');
}

/**
 * The ids to preselect on the service step from an old booking's services. A booking names its
 * services by title and category only, so each is matched to the master's active service of that
 * title (and category when known); services since removed or deactivated are skipped.
 */
export function preselectedServiceIds(repeat: RepeatState['repeatServices'], services: readonly schemas.Service[]): number[] {
  const ids: number[] = [];
  for (const old of repeat) {
    const match = services.find(
      (s) => s.status === 'active' && s.title === old.title && (old.category_id === null || s.category_id === old.category_id) && !ids.includes(s.id),
    );
    if (match) ids.push(match.id);
  }
  return ids;
}
