/** Start-up screens. The two English lines are the spec's text for too-old clients, verbatim. */
export const frameTexts = {
  tooOldTitle: 'Oops',
  tooOldMessage: 'You are using too old Telegram client to run this application',
  crashTitle: 'Ошибка',
  crashMessage: 'Приложение не запустилось. Обновите страницу или откройте его заново.',
  demoClients: 'Клиенты',
  demoMasters: 'Мастера',
  demoLoadError: 'Не удалось загрузить демо-пользователей',
  retry: 'Повторить',
  loading: 'Загрузка...',
} as const;
