import { intlLocale, plural } from '@booking/platform';

/** Texts of the plans area (docs/product.md: Plans and Constants); labels the spec leaves open are marked. */
export const texts = {
  heading: 'Выберите тарифный план',
  loading: 'Загрузка...',
  errorTitle: 'Ошибка',
  errorMessage: 'Не удалось загрузить тарифные планы',
  emptyTitle: 'Нет доступных планов',
  emptyMessage: 'В данный момент нет доступных тарифных планов',
  free: 'Бесплатно',
  current: 'Текущий план',
  popular: 'Популярный',
  notFound: 'Страница не найдена',
  // The product's plans by `plan_type`: the names and descriptions the database holds for them
  // (api/src/db/migrations.ts, plans_catalog); a plan of another type shows the database's own text.
  planNames: {
    free: 'Бесплатный',
    pro_monthly: 'Про',
  },
  planDescriptions: {
    free: 'До 20 записей в месяц',
    pro_monthly: 'Без ограничений',
  },
  // The plan's period after its price (entities/plan/plan.lib.ts, periodLabel).
  perWeek: 'в неделю',
  perMonth: 'в месяц',
  perYear: 'в год',
  perDays: (n: number) => `за ${n} дн.`,
  // Not in the spec:
  choose: 'Выбрать',
  chosen: (name: string) => `План «${name}» подключён.`,
  // Paying with Telegram Stars:
  stars: (n: number) => `${n.toLocaleString(intlLocale())} ⭐`,
  starsLabel: (n: number) => `${n.toLocaleString(intlLocale())} ${plural(n, { one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' })} Telegram`,
  pay: (n: number) => `Оплатить ${n.toLocaleString(intlLocale())} ⭐`,
  payInTelegram: 'Оплата работает в Telegram',
  payInTelegramHint: 'Откройте приложение в Telegram, чтобы оплатить план звёздами.',
  // Inside MAX there are no Stars.
  payInMax: 'В MAX оплата пока не работает: оформите «Про» в Telegram. Оплата в рублях появится позже.',
  paid: (name: string) => `Оплата прошла. План «${name}» подключён.`,
  paidPending: 'Оплата прошла. План появится здесь через минуту.',
  paymentFailed: 'Оплата не прошла. Звёзды не списаны, попробуйте ещё раз.',
  paymentUnavailable: 'Этот клиент Telegram не умеет открывать счета. Обновите Telegram.',
  invoiceFailed: 'Не удалось создать счёт:',
  // Paying in rubles outside Telegram (MAX, a browser), on ЮKassa's page:
  payRubles: (price: string) => `Оплатить ${price}`,
  renewRubles: (price: string) => `Продлить за ${price}`,
  payRublesHint: 'Картой или через СБП на странице ЮKassa.',
  renewByHand: 'План не продлевается сам: оплатите следующий период до его окончания.',
  checkoutOpened: 'Оплатите на странице ЮKassa: план подключится, как только придёт оплата.',
  // The page ЮKassa returns to (/subscription/paid/{token}):
  returnAwaiting: 'Ожидаем оплату…',
  returnPaid: 'Оплата прошла',
  returnActive: (name: string, date: string) => `План «${name}» действует до ${date}.`,
  returnScheduled: (name: string, date: string) => `План «${name}» начнёт действовать, когда закончится текущий, и продлится до ${date}.`,
  returnLate: 'Оплата ещё не пришла. План подключится сам, как только ЮKassa её подтвердит.',
  returnFailed: 'Оплата не прошла, план не подключён. Если деньги списались, они вернутся на карту.',
  returnInvalid: 'Ссылка на оплату недействительна',
  toPlans: 'К тарифам',
  backToTelegram: 'Вернуться в Telegram',
  backToMax: 'Вернуться в MAX',
  renews: (date: string) => `Продлится ${date}`,
  activeUntil: (date: string) => `Действует до ${date}`,
  cancelSubscription: 'Отменить подписку',
  cancelConfirm: (name: string, date: string) => `План «${name}» не продлится и будет действовать до ${date}.`,
  keepSubscription: 'Оставить',
  cancelled: (date: string) => `Подписка отменена. План действует до ${date}.`,
  cancelFailed: 'Не удалось отменить подписку:',
  // The plan's features, listed from `features` (entities/plan/plan.lib.ts).
  features: 'Что входит',
  bookingsPerMonth: (n: number) => `До ${n} ${plural(n, { one: 'записи', few: 'записей', many: 'записей', other: 'записей' })} в месяц`,
  bookingsUnlimited: 'Записи без ограничений',
  servicesUpTo: (n: number) => `До ${n} ${plural(n, { one: 'услуги', few: 'услуг', many: 'услуг', other: 'услуг' })}`,
  servicesUnlimited: 'Услуги без ограничений',
  smsPerMonth: (n: number) => `До ${n} СМС клиентам без мессенджера в месяц`,
  smsUnlimited: 'СМС клиентам без ограничений',
  analyticsAndClients: 'Статистика и клиенты',
  businessAutoreply: 'Автоответ в личных сообщениях',
} as const;
