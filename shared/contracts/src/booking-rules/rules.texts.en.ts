import type { Catalogue } from '../catalogue';
import type { rulesTexts } from './rules.texts';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const WRITE_TO_MASTER = 'Please message your specialist.';

/** The booking rules' words in English. */
export const rulesTextsEn: Catalogue<typeof rulesTexts> = {
  booking: {
    grid: 'Bookings can only start on the hour or half past (:00 or :30).',
    hours: 'This time is outside the specialist’s working hours. Please choose another time.',
    place: 'At this time the specialist works at another location. Please choose another time.',
    tooSoonAfter: (earliest) => `It’s too late to book this time: today you can book from ${earliest}.`,
    tooSoon: 'It’s too late to book this time.',
    taken: 'This time has already been taken. Please choose another time.',
    adjacency: 'This specialist only takes bookings next to other bookings or a break. Please choose another time.',
    clientShare: (max) => `You can have at most ${max} upcoming ${max === 1 ? 'booking' : 'bookings'} with this specialist.`,
    clientBlocked: 'Booking with this specialist is unavailable',
  },
  change: {
    ruleCutoff: (hours) => `Cancel or reschedule at least ${hours} h before the start`,
    ruleMoves: (max) => `A booking can be rescheduled ${times(max)}`,
    cancelledAlready: 'This booking has already been cancelled',
    cancelStarted: 'A past or ongoing booking can’t be cancelled',
    cancelCutoff: (hours) => `Bookings can be cancelled at least ${hours} h before the start. ${WRITE_TO_MASTER}`,
    moveStarted: 'A past or ongoing booking can’t be rescheduled',
    moveCutoff: (hours) => `Bookings can be rescheduled at least ${hours} h before the start. ${WRITE_TO_MASTER}`,
    movesUsed: (max) => `A booking can only be rescheduled ${times(max)}. ${WRITE_TO_MASTER}`,
    noteCutoff: (hours) => `Bookings can be cancelled or rescheduled at least ${hours} h before the start.`,
    noteMoves: (max) => `A booking can only be rescheduled ${times(max)}.`,
  },
  attendance: {
    inactive: 'The booking was cancelled: attendance isn’t marked',
    notStarted: 'You can mark whether the client came once the booking has started',
    tooOld: (days) => `You can mark whether the client came within ${days} days`,
  },
  schedule: {
    workOrder: 'Work must start before it ends',
    breakOrder: 'A break must start before it ends',
    breakOutside: 'Breaks must be within working hours',
    noWork: 'Add your working hours',
    workOverlap: 'Working hours must not overlap',
    step: 'Schedule times go in 15-minute steps',
  },
};
