/**
 * The shared time step: the times on offer by the same rules the server books with, the
 * list of them, and the move of a booking, which the client's and the master's areas both render.
 * A separate entry, like the calendar, not re-exported by '@booking/platform': it brings the
 * calendar along, and each area bundles it into the lazy chunk of the screen that uses it. So its
 * files take whatever holds page-wide state (the API client, the entities, the Telegram stores, the
 * kit on them) from '@booking/platform' by name, the federation singleton: a relative import would
 * put a second copy in the area's chunk, one without the session's init data (lint enforces it).
 */
export { offeredSlots, stillOffered } from './offered-slots.lib';
export type { OfferArgs, OfferedSlot } from './offered-slots.lib';
export { SlotList } from './slot-list.ui';
/** The move: the step, and its pure parts (offers without the present time, labels, the refusal's text). */
export { MoveTimeStep } from './move-time-step.ui';
export type { MoveTimeStepProps } from './move-time-step.ui';
export { RulesList } from './move-done.ui';
export type { MoveDoneAction } from './move-done.ui';
export { moveOffers, moveRefusalText, whenLabel, withoutOwnTime } from './move.lib';
export { timeStepTexts } from './time-step.texts';
