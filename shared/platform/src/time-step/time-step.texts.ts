/** Texts of the shared time step and the move of a booking, byte for byte where the issue gives them. */
export const timeStepTexts = {
  noTime: 'Нет доступного времени на этот день',
  timeslotsFor: 'Время',
  chooseTimeHint: 'Выберите удобное время для записи',
  moveTitle: 'Перенос записи',
  move: 'Перенести',
  moved: 'Запись перенесена',
  present: (when: string) => `Сейчас: ${when}`,
  // Not in the issue: the chosen new time in the summary, the refusal popup's title, its button outside Telegram.
  chosen: (when: string) => `Новое время: ${when}`,
  moveFailed: 'Не удалось перенести запись',
  ok: 'Понятно',
  /** The dayjs format of a date and a start in the move step. */
  whenFormat: 'D MMMM, dd, HH:mm',
} as const;
