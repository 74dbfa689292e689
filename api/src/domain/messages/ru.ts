import type { Catalogue } from './catalogue';

/** The bot's Russian: byte for byte the texts docs/product.md and the tests quote. */
export const ru: Catalogue = {
  locale: 'ru-RU',
  texts: {
    booking_new: (p, f) => `Новая запись\n${p.client}\n${f.when(p.slot)}\n${p.services.join(', ')}\nИтого: ${f.price(p.total)}`,
    booking_confirmed: (p, f) => `Запись подтверждена\n${p.master}\n${f.where(p.place)}\n${f.when(p.slot)}\n${p.services.join(', ')}`,
    booking_cancelled_by_client: (p, f) => `Клиент отменил запись\n${p.client}\n${f.when(p.slot)}\n${p.services.join(', ')}`,
    booking_cancelled_by_master: (p, f) => `Мастер отменил вашу запись\n${p.master}\n${f.when(p.slot)}\n${p.services.join(', ')}`,
    booking_moved_by_client: (p, f) => `Клиент перенёс запись\n${p.client}\nБыло: ${f.when(p.from)}\nСтало: ${f.when(p.to)}\n${p.services.join(', ')}`,
    booking_moved_by_master: (p, f) =>
      `Мастер перенёс вашу запись\n${p.master}\n${f.where(p.place)}\nБыло: ${f.when(p.from)}\nСтало: ${f.when(p.to)}\n${p.services.join(', ')}`,
    reminder: (p, f) => `Напоминаем о записи ${f.lead(p.minutes)}\n${p.master}\n${f.where(p.place)}\n${f.when(p.slot)}\n${p.services.join(', ')}`,
    deposit_released: (p, f) => `Время не удержано: предоплата ${f.price(p.amount)} не пришла вовремя\n${p.master}\n${f.when(p.slot)}`,
    deposit_late_refund: (p, f) => `Оплата пришла после того, как время освободилось. Предоплата ${f.price(p.amount)} вернётся на карту\n${p.master}\n${f.when(p.slot)}`,
    plan_pay_reminder: (p, f) => `Тариф «${p.plan}» действует до ${f.date(p.until)}. Чтобы он продолжился, оплатите следующий период на странице тарифов.`,
    plan_renewal_failed: (p, f) => `Не удалось продлить тариф «${p.plan}»: банк не принял оплату картой. Тариф действует до ${f.date(p.until)}, затем подключится бесплатный. Оплатить снова можно на странице тарифов.`,
    deposit_no_shop: (p, f) => `Запись без предоплаты: приём оплаты отключён\n${p.client}\n${f.when(p.slot)}\n${p.services.join(', ')}\nПредоплата была бы ${f.price(p.amount)}`,
    waitlist_freed: (p, f) => `Освободилось время\n${p.master}\n${f.when(p.slot)}`,
    start: (p) => p.master
      ? `Здравствуйте, ${p.firstName}! Здесь ваш кабинет мастера: записи, график и услуги. Я напишу, когда к вам запишутся или отменят запись.`
      : `Здравствуйте, ${p.firstName}! Здесь можно записаться к мастеру. Я пришлю подтверждение записи и напомню о ней заранее.`,
    max_start: (p) => p.master
      ? `Здравствуйте, ${p.firstName}! Здесь ваш кабинет мастера: записи, график и услуги. Я напишу в MAX, когда к вам запишутся или отменят запись. Поделитесь телефоном, чтобы войти с ним и из Telegram или браузера.`
      : `Здравствуйте, ${p.firstName}! Здесь можно записаться к мастеру. Я пришлю в MAX подтверждение записи и напомню о ней заранее. Поделитесь телефоном, чтобы ваши записи были с вами и в Telegram или браузере.`,
    max_phone: (p) => ({
      linked: 'Телефон подтверждён: ваши записи с этим номером теперь в одном профиле.',
      not_own: 'Это не ваш контакт. Нажмите «Поделиться телефоном», чтобы отправить свой.',
      taken: 'Этот телефон уже подтверждён в другом профиле.',
      no_app: 'Сначала откройте приложение, затем поделитесь телефоном.',
    })[p.outcome],
    business_reply: (p) => p.times.length > 0
      ? `Здравствуйте! Ближайшее свободное время на «${p.service}»:\nнажмите на время, чтобы записаться, или выберите другую услугу.`
      : `Здравствуйте! В ближайшие ${p.days} дней свободного времени нет.\nВстаньте в лист ожидания: вам напишут, как только время освободится.`,
  },
  buttons: {
    myBookings: 'Мои записи',
    openBookings: 'Открыть записи',
    plans: 'Открыть тарифы',
    reschedule: 'Перенести',
    chooseTime: 'Выбрать время',
    openCabinet: 'Открыть кабинет',
    openApp: 'Открыть приложение',
    book: 'Записаться',
    waitlist: 'Лист ожидания',
    sharePhone: 'Поделиться телефоном',
  },
  units: {
    day: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
    hour: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
    minute: { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' },
  },
  lead: (countAndUnit) => `через ${countAndUnit}`,
};
