import { plural, type Catalogue } from '@booking/platform';
import { textsEn as cabinetEn } from '../../shared/texts.en';
import type { texts } from './clients.texts';

/**
 * English of the clients' and a client's card's texts, applied in place of the Russian for a
 * person who reads English. The Russian copies the cabinet's texts when it loads, so this carries
 * the cabinet's English too.
 */
export const textsEn: Catalogue<typeof texts> = {
  ...cabinetEn,
  clientsTitle: 'Clients',
  clientsSearch: 'Search by name or username',
  clientsSort: 'Sort by',
  sortLastVisit: 'Last visit',
  sortVisits: 'Visits',
  sortSpent: 'Spent',
  noClients: 'No clients yet: everyone who books with you will appear here',
  noClientsFound: 'No one found',
  loadMore: 'Show more',
  clientRow: (visits: number, lastVisit: string | null, spent: string) => `Visits: ${visits}${lastVisit ? ` · last ${lastVisit}` : ''} · ${spent}`,
  clientBlockedBadge: 'Blocked',
  clientNotFound: 'Client not found',
  visits: 'Visits',
  firstVisit: 'First visit',
  lastVisit: 'Last visit',
  spent: 'Spent',
  cancellations: 'Cancellations',
  noShows: 'No-shows',
  reachedBy: 'Messages',
  reachedByTelegram: 'Telegram',
  reachedByMax: 'MAX',
  reachedBySms: 'SMS',
  reachedByNone: 'Not reachable',
  noVisitYet: '—',
  upcomingBookings: 'Upcoming bookings',
  pastBookings: 'Past bookings',
  noUpcoming: 'No upcoming bookings',
  noPast: 'No past bookings',
  cancelledByClient: 'Cancelled by the client',
  cancelledByMaster: 'Cancelled by you',
  cancelled: 'Cancelled',
  noteLabel: 'Note about the client',
  noteHint: 'Only you can see it. Saved automatically.',
  noteFailed: "Couldn't save the note",
  noteTooLong: (max: number) =>
    `A note can be at most ${max} ${plural(max, { one: 'character', other: 'characters' })}. Shorten it, or it won't be saved.`,
  block: 'Block',
  blockedHint: "The client can't book with you, reschedule a booking or join the waiting list. Their existing bookings stay.",
  notBlockedHint: 'The client can book with you.',
  blockFailed: "Couldn't change the block",
};
