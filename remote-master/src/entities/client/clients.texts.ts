import { plural } from '@booking/platform';
import { texts as cabinet } from '../../shared/texts';

/**
 * The texts of the master's clients and a client's card, apart from the cabinet's
 * `shared/texts.ts` so that they load with these screens only (the tab bar loads that file on every
 * cabinet screen). Shared words ('Сохранено', 'Пришёл', ...) come from there.
 */
export const texts = {
  ...cabinet,
  clientsTitle: 'Клиенты',
  clientsSearch: 'Поиск по имени или username',
  clientsSort: 'Сортировка',
  sortLastVisit: 'Последний визит',
  sortVisits: 'Визиты',
  sortSpent: 'Потрачено',
  noClients: 'Клиентов пока нет: здесь появятся все, кто запишется к вам',
  noClientsFound: 'Никого не нашлось',
  loadMore: 'Показать ещё',
  clientRow: (visits: number, lastVisit: string | null, spent: string) =>
    `Визитов: ${visits}${lastVisit ? ` · последний ${lastVisit}` : ''} · ${spent}`,
  clientBlockedBadge: 'Заблокирован',
  clientNotFound: 'Клиент не найден',
  visits: 'Визиты',
  firstVisit: 'Первый визит',
  lastVisit: 'Последний визит',
  spent: 'Потрачено',
  cancellations: 'Отмены',
  noShows: 'Неявки',
  // How the bot's messages reach the client (the card's reached_by).
  reachedBy: 'Сообщения',
  reachedByTelegram: 'Telegram',
  reachedByMax: 'MAX',
  reachedBySms: 'СМС',
  reachedByNone: 'Не доходят',
  noVisitYet: '—',
  upcomingBookings: 'Предстоящие записи',
  pastBookings: 'Прошедшие записи',
  noUpcoming: 'Предстоящих записей нет',
  noPast: 'Прошедших записей нет',
  cancelledByClient: 'Отменена клиентом',
  cancelledByMaster: 'Отменена мастером',
  cancelled: 'Отменена',
  noteLabel: 'Заметка о клиенте',
  noteHint: 'Видите только вы. Сохраняется сама.',
  noteFailed: 'Не удалось сохранить заметку',
  noteTooLong: (max: number) =>
    `Заметка — не больше ${max} ${plural(max, { one: 'символа', few: 'символов', many: 'символов', other: 'символа' })}. Сократите её, иначе она не сохранится.`,
  block: 'Заблокировать',
  blockedHint: 'Клиент не может записаться к вам, перенести запись или встать в лист ожидания. Его записи остаются.',
  notBlockedHint: 'Клиент может записываться к вам.',
  blockFailed: 'Не удалось изменить блокировку',
} as const;
