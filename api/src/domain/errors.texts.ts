import { PERIOD_TEXTS } from '@booking/contracts/analytics';
import { bookingRules, schemas } from '@booking/contracts';
import type { ErrorCatalogue } from './error-codes';
import { contractsRefusals } from './errors.contracts';

const rules = bookingRules.RULES_TEXTS.ru;
const period = PERIOD_TEXTS.ru;

/**
 * The server's refusals in Russian: byte for byte the sentences it answered before the codes (the
 * tests and docs/product.md quote them). The booking rules' and the figures' words are the
 * contracts' own, the ones the screens show. errors.texts.en.ts has the same codes.
 */
export const errorsRu: ErrorCatalogue = {
  ...contractsRefusals(rules, period, schemas.SCHEMA_TEXTS.ru),
  'validation.invalid': () => 'Некорректные данные в запросе',
  'request.out_of_range': () => 'Значение в запросе вне допустимого диапазона',
  'request.conflicts_with_data': () => 'Запрос противоречит уже сохранённым данным',
  'request.refused': (p) => p.reason,
  'request.too_many': (p) => `Слишком много запросов. Повторите через ${p.seconds} с.`,
  'not_found.route': (p) => `Не найдено: ${p.method} ${p.path}`,
  'server.internal': () => 'Внутренняя ошибка сервера',
  'server.unavailable': () => 'Сервис временно недоступен',

  'auth.unauthenticated': (p) => `Telegram init data ${p.reason}`,
  'auth.webhook_secret': () => 'Неверный секрет вебхука Telegram',
  'auth.not_caller': () => 'telegram_id должен быть вашим',
  'auth.not_own_worker': () => 'Это может изменить только сам мастер',
  'auth.link_invalid': () => 'Ссылка недействительна или устарела',
  'auth.app_header': () => 'Запрос без заголовка приложения отклонён',
  'auth.foreign_origin': () => 'Запрос с другого сайта отклонён',
  'auth.web_sign_in_off': () => 'Вход по телефону здесь выключен. Откройте приложение в Telegram.',
  'auth.phone_country': (p) => `Вход по СМС работает только для номеров ${p.countries}`,
  'auth.code_too_soon': (p) => `Новый код можно получить через ${p.seconds} с.`,
  'auth.codes_per_day': (p) => `На этот номер отправлено слишком много кодов. Попробуйте через ${Math.ceil(p.seconds / 60)} мин.`,
  'auth.codes_per_address': (p) => `Слишком много кодов с этого адреса. Попробуйте через ${Math.ceil(p.seconds / 60)} мин.`,
  'auth.code_invalid': () => 'Код устарел или уже использован. Получите новый.',
  'auth.code_wrong': (p) => `Неверный код. Осталось попыток: ${p.left}.`,
  'auth.code_spent': () => 'Слишком много неверных попыток. Получите новый код.',
  'auth.sms_failed': () => 'Не удалось отправить СМС. Попробуйте позже.',
  'auth.phone_taken': () => 'Этот номер уже привязан к другому аккаунту Telegram',
  'auth.join_two_masters': () => 'С этим номером уже есть кабинет мастера или подписка. Объединить два кабинета нельзя.',
  'auth.booking_link_invalid': () => 'Ссылка на запись повреждена: откройте её из СМС ещё раз',
  'auth.booking_link_other': () => 'Эта ссылка открывает другую запись',
  'auth.booking_link_over': () => 'Ссылка больше не действует: запись уже началась',
  'link.no_expiry': () => 'Нет срока действия ссылки',

  'not_found.worker': () => 'Работник не найден',
  'not_found.place': () => 'Место не найдено',
  'not_found.business': () => 'Бизнес не найден',
  'not_found.worker_places': () => 'У сотрудника нет привязанных мест',
  'not_found.slot': () => 'Слот не найден',
  'not_found.service': () => 'Услуга не найдена',
  'not_found.booking': () => 'Запись не найдена',
  'not_found.client': () => 'Клиент не найден',
  'not_found.user': () => 'Пользователь не найден',
  'not_found.demo_user': () => 'Demo user not found',
  'not_found.file': () => 'Файл не найден',
  'not_found.calendar': () => 'Календарь не найден',
  'not_found.plan': () => 'Тариф не найден',
  'not_found.subscription': () => 'Нет активной подписки',
  'not_found.schedule_day': () => 'Расписания на эту дату нет',
  'not_found.schedule_source': () => 'Расписания на исходную дату нет',
  'list.unknown_booking': () => 'Нет такой записи среди ваших',
  'list.unknown_client': () => 'Нет такого клиента среди ваших',

  'booking.slot_other_place': () => 'Этот слот относится к другому месту',
  'booking.service_not_offered': () => 'Мастер не оказывает эту услугу в этом месте',
  'booking.service_unavailable': () => 'Эта услуга сейчас недоступна для записи',
  'booking.past_date': () => 'Нельзя записаться на прошедшую дату',
  'booking.beyond_horizon': () => 'Нельзя выбрать дату дальше чем на год вперёд.',
  'booking.month_limit': () => 'У мастера закончился лимит записей на этот месяц. Выберите другой месяц или другого мастера.',
  'booking.move_other_master': () => 'Запись переносится только к тому же мастеру',
  'attendance.master_only': () => 'Отметить, пришёл ли клиент, может только мастер',

  'schedule.past_read_only': () => 'Прошедшие даты доступны только для просмотра',
  'schedule.day_has_bookings': () => 'На эту дату есть записи клиентов: расписание нельзя изменить или удалить',
  'schedule.paste_blocked': () => 'На целевой дате есть брони. Вставка запрещена.',
  'schedule.day_exists': () => 'Расписание на эту дату уже есть',
  'schedule.same_dates': () => 'Исходная и целевая даты должны различаться',
  'schedule.slot_conflict': () => 'Слот пересекается с другим слотом или выходит за рабочее время',
  'schedule.slot_has_bookings': () => 'В это время есть записи клиентов',
  'schedule.not_workers_place': () => 'У сотрудника нет такого места',

  'services.unknown_category': () => 'Такой категории у мастера нет',
  'services.limit': (p) => `На вашем тарифе можно не больше ${p.max} активных услуг. Отключите или удалите другую услугу либо смените тариф.`,
  'services.too_many_categories': (p) => `У мастера может быть не больше ${p.max} категорий. Удалите ненужную категорию.`,
  'services.other_master': () => 'Услугу нельзя передать другому мастеру',

  'profile.business_owner_only': () => 'Название и описание бизнеса может изменить только его владелец',
  'profile.place_owner_only': () => 'Данные места может изменить только владелец бизнеса',
  'profile.exists': () => 'Профиль мастера уже создан',
  'profile.not_own_place': () => 'Это место не ваше',
  'profile.unknown_timezone': () => 'Неизвестный часовой пояс',

  'upload.too_many': (p) => `Можно загрузить не больше ${p.max} файлов за сутки. Попробуйте позже.`,
  'upload.bad_extension': () => 'Подходят только jpeg, jpg, png или gif',
  'upload.not_image': () => 'Файл не похож на изображение jpeg, png или gif',
  'upload.not_multipart': () => 'Отправьте файл как multipart/form-data в поле file',
  'upload.no_file': () => 'Нет файла: отправьте его в поле file',
  'upload.too_large': () => 'Файл больше 5 МБ',
  'upload.malformed': () => 'Не удалось прочитать файл: повреждённые данные формы',

  'plan.not_payable': () => 'Этот тариф пока нельзя оплатить',
  'payment.invoice_failed': () => 'Не удалось создать счёт в Telegram. Попробуйте ещё раз.',
  'payment.cancel_failed': () => 'Не удалось отменить подписку в Telegram. Попробуйте ещё раз.',
  'payment.off': () => 'Приём оплаты на этом сервере выключен (PAYMENTS_ENCRYPTION_KEY)',
  'payment.shop_refused': () => 'ЮKassa не приняла ID магазина или секретный ключ. Проверьте их в личном кабинете ЮKassa.',
  'payment.unavailable': () => 'ЮKassa сейчас не отвечает. Попробуйте ещё раз.',
  'payment.unknown': () => 'Такого платежа нет',
  'payment.contradicted': () => 'ЮKassa сообщает о платеже иначе: ничего не изменено',
  'payment.return_invalid': () => 'Ссылка на оплату недействительна',
  'payment.receipt_contact': () => 'Магазин мастера выдаёт чеки: привяжите телефон в профиле, чтобы получить чек об оплате',
  'service.deposit_needs_shop': () => 'Чтобы брать предоплату, подключите приём оплаты в профиле',
  'service.deposit_above_price': () => 'Предоплата не может быть больше цены услуги',
  'service.deposit_percent': () => 'Процент предоплаты — от 1 до 100',
  'subscription.changed': () => 'Подписка изменилась. Попробуйте ещё раз.',

  'waitlist.too_many': (p) => `Можно ждать свободное время не больше чем на ${p.max} датах сразу.`,
  'waitlist.date_past': () => 'Эта дата уже прошла',
  'share_card.failed': () => 'Не удалось подготовить карточку в Telegram. Попробуйте ещё раз.',
  'calendar.no_origin': () => 'Адрес сервиса не настроен (PUBLIC_ORIGIN)',
};
