/**
 * The texts of deposits through the master's own ЮKassa shop: the profile's 'Приём оплаты' and the
 * service form's 'Предоплата'. Apart from the cabinet's `shared/texts.ts` so that they load with
 * those screens only; the day view's deposit lines are there, since that screen opens first.
 */
export const depositTexts = {
  // 'Приём оплаты' in the profile.
  paymentTitle: 'Приём оплаты',
  paymentAbout: 'Предоплата идёт сразу в ваш магазин ЮKassa',
  shopId: 'ID магазина',
  secretKey: 'Секретный ключ',
  receipts: 'Магазин выдаёт чеки (54-ФЗ)',
  connect: 'Подключить',
  connecting: 'Проверяем магазин...',
  connected: 'Магазин подключён',
  connectFailed: 'Не удалось подключить магазин',
  shopConnected: (shopId: string) => `Магазин ${shopId} подключён`,
  notificationUrl: 'Адрес для уведомлений в личном кабинете ЮKassa',
  notificationUrlPending: 'Адрес для уведомлений появится, когда у сервиса будет задан публичный адрес.',
  copy: 'Скопировать',
  disconnect: 'Отключить',
  disconnectTitle: 'Отключить приём оплаты?',
  disconnectMessage: 'Новые записи будут без предоплаты.',
  disconnected: 'Приём оплаты отключён',
  disconnectFailed: 'Не удалось отключить приём оплаты',
  shopIdRequired: 'Введите ID магазина',
  shopIdDigits: 'ID магазина — только цифры',
  secretKeyRequired: 'Введите секретный ключ',
  // 'Предоплата' in the service form.
  depositTitle: 'Предоплата',
  depositNone: 'Без предоплаты',
  depositFixed: 'Сумма, ₽',
  depositPercent: 'Процент от цены',
  depositValueFixed: 'Сумма предоплаты, ₽',
  depositValuePercent: 'Процент предоплаты',
  depositSum: (sum: string) => `Клиент внесёт ${sum}`,
  depositNeedsShop: 'Чтобы брать предоплату, подключите приём оплаты в профиле',
  depositToProfile: 'Открыть приём оплаты',
  depositValueRequired: 'Укажите размер предоплаты',
  depositAbovePrice: 'Предоплата не может быть больше цены',
  depositPercentRange: 'Процент — от 1 до 100',
};
