/**
 * The texts of the page ЮKassa returns the client to (`/paid/{token}`): only that page reads them,
 * so they load with it and not with every start. The title of a paid booking is the success page's
 * ('Запись оформлена!', shared/texts.ts).
 */
export const paymentReturnTexts = {
  awaiting: 'Ожидаем оплату…',
  late: 'Оплата ещё не пришла. Если вы оплатили, запись подтвердится сама — проверьте её в приложении',
  released: 'Время освобождено: оплата не пришла вовремя',
  invalid: 'Ссылка на оплату недействительна',
  /** Who and when, under the title: 'Мария, пт, 10 мая в 10:00'. */
  when: (worker: string, date: string, time: string) => `${worker}, ${date} в ${time}`,
  backToTelegram: 'Вернуться в Telegram',
  backToMax: 'Вернуться в MAX',
} as const;
