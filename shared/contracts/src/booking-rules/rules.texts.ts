import { plural } from './plural.lib';

/**
 * The booking rules' words in Russian (docs/product.md, Booking rules and Form rules): a refusal's
 * reason, the rules a client reads, the schedule editor's messages. Byte for byte what the server
 * answered and the screens showed before English; rules.texts.en.ts has the same keys.
 */
const times = (n: number) => `${n} ${plural(n, ['раз', 'раза', 'раз'])}`;
const WRITE_TO_MASTER = 'Напишите мастеру.';

export const rulesTexts = {
  booking: {
    grid: 'Записаться можно только на начало часа или получаса (:00 или :30).',
    hours: 'Это время вне рабочего времени мастера. Выберите другое время.',
    place: 'В это время мастер принимает в другом месте. Выберите другое время.',
    tooSoonAfter: (earliest: string) => `Слишком поздно для записи на это время: сегодня можно записаться не раньше ${earliest}.`,
    tooSoon: 'Слишком поздно для записи на это время.',
    taken: 'Это время уже занято. Выберите другое время.',
    adjacency: 'Мастер принимает только на время рядом с другими записями или перерывом. Выберите другое время.',
    clientShare: (max: number) => `К этому мастеру можно иметь не больше ${max} будущих записей.`,
    clientBlocked: 'Запись к этому мастеру недоступна',
  },
  change: {
    ruleCutoff: (hours: number) => `Отмена и перенос — не позднее чем за ${hours} ч до начала`,
    ruleMoves: (max: number) => `Перенести запись можно ${times(max)}`,
    cancelledAlready: 'Эта запись уже отменена',
    cancelStarted: 'Прошедшую или уже начавшуюся запись отменить нельзя',
    cancelCutoff: (hours: number) => `Отменить запись можно не позднее чем за ${hours} ч до начала. ${WRITE_TO_MASTER}`,
    moveStarted: 'Прошедшую или уже начавшуюся запись перенести нельзя',
    moveCutoff: (hours: number) => `Перенести запись можно не позднее чем за ${hours} ч до начала. ${WRITE_TO_MASTER}`,
    movesUsed: (max: number) => `Перенести запись можно только ${times(max)}. ${WRITE_TO_MASTER}`,
    noteCutoff: (hours: number) => `Отменить или перенести запись можно не позднее чем за ${hours} ч до начала.`,
    noteMoves: (max: number) => `Перенести запись можно только ${times(max)}.`,
  },
  attendance: {
    inactive: 'Запись отменена: посещение не отмечается',
    notStarted: 'Отметить, пришёл ли клиент, можно после начала записи',
    tooOld: (days: number) => `Отметить, пришёл ли клиент, можно в течение ${days} дней`,
  },
  schedule: {
    workOrder: 'Начало работы должно быть раньше конца',
    breakOrder: 'Начало перерыва должно быть раньше конца',
    breakOutside: 'Перерывы должны быть в рамках рабочего времени',
    noWork: 'Добавьте рабочее время',
    workOverlap: 'Рабочие интервалы не должны пересекаться',
    step: 'Время расписания — с шагом 15 минут',
  },
};
