/** Shell texts. The spec gives none for these screens; they follow its tone. */
export const shellTexts = {
  notFoundTitle: 'Страница не найдена',
  notFoundMessage: 'Такой страницы нет. Проверьте ссылку или вернитесь на главную.',
  toHome: 'На главную',
  remoteFailedTitle: 'Раздел не загрузился',
  remoteFailedMessage: 'Проверьте соединение и попробуйте ещё раз. Остальные разделы работают.',
  retry: 'Повторить',
  loading: 'Загрузка...',
  /** The page's title (the browser's tab). */
  pageTitle: 'Запись к мастеру',
} as const;
