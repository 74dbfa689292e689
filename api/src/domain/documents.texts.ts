/**
 * The words the server writes in Russian besides the bot's messages and the refusals: the calendar
 * feed's and a booking's .ics, the figures' CSV, the master's card to share, a plan's invoice and
 * Telegram's pre-checkout refusals, a deposit's description on ЮKassa's page. Byte for byte what they said before English (tests compare whole
 * files); documents.texts.en.ts has the same keys. What people wrote (names, services, places, a
 * plan's name and description) stays as they wrote it.
 */
export const documentsRu = {
  calendar: {
    /** The .ics files' PRODID language. */
    language: 'RU',
    feedName: (master: string) => `Записи — ${master}`,
    client: (client: string) => `Клиент: ${client}`,
    master: (master: string) => `Мастер: ${master}`,
    services: (services: string) => `Услуги: ${services}`,
    total: (price: string) => `Итого: ${price}`,
    number: (id: number) => `Запись #BK${id}`,
    cancelledLine: 'Запись отменена',
    cancelledSummary: (title: string) => `Отменена: ${title}`,
  },
  csv: {
    header: {
      date: 'Дата', time: 'Время', client: 'Клиент', services: 'Услуги', price: 'Цена, ₽', status: 'Статус', attendance: 'Посещение',
      depositPaid: 'Предоплата, ₽', depositRefunded: 'Возвращено, ₽', depositKept: 'Осталось у мастера, ₽',
    },
    status: {
      confirmed: 'Подтверждена', awaitingPayment: 'Ожидает оплаты', cancelledByClient: 'Отменена клиентом', cancelledByMaster: 'Отменена мастером', cancelled: 'Отменена',
    },
    attendance: { came: 'Пришёл', noShow: 'Не пришёл' },
  },
  card: {
    invitation: 'Запись онлайн: выберите услугу и свободное время.',
    book: 'Записаться',
  },
  invoice: {
    title: (plan: string) => `Тариф «${plan}»`,
    description: (plan: string, days: number) => `Тариф «${plan}» на ${days} дней`,
  },
  preCheckout: {
    noInvoice: 'Счёт не найден. Откройте тарифы в приложении и выберите тариф снова.',
    notPending: 'Этот счёт уже оплачен или отменён. Откройте тарифы в приложении.',
    mismatch: 'Сумма или валюта не совпадают со счётом.',
  },
  /** What ЮKassa's page shows the payer of a deposit (at most 128 characters, cut by the caller). */
  deposit: {
    description: (services: string) => `Предоплата: ${services}`,
  },
};

/** One language's words for the files. */
export type DocumentTexts = typeof documentsRu;
