import type { Catalogue } from '@booking/platform';
import type { timeStepTexts } from './time-step.texts';

/** English for the time step and the move of a booking. */
export const timeStepTextsEn: Catalogue<typeof timeStepTexts> = {
  noTime: 'No times available on this day',
  timeslotsFor: 'Time',
  chooseTimeHint: 'Choose a time that suits you',
  moveTitle: 'Reschedule booking',
  move: 'Reschedule',
  moved: 'Booking rescheduled',
  present: (when) => `Now: ${when}`,
  chosen: (when) => `New time: ${when}`,
  moveFailed: 'Could not reschedule the booking',
  ok: 'OK',
  whenFormat: 'ddd D MMMM, HH:mm',
};
