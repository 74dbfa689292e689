/** Texts of the shared UI kit (docs/product.md, Messages and errors: byte for byte where the spec gives them). */
export const uiTexts = {
  loading: 'Загрузка...',
  loadError: 'Ошибка загрузки данных',
  retry: 'Повторить',
  close: 'Закрыть',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  /** The one-line reason shown before Telegram asks to let the bot write (no spec text). */
  writeAccessClientReason: 'Разрешите боту писать вам: пришлём подтверждение и напомним о записи.',
  writeAccessMasterReason: 'Разрешите боту писать вам: сообщим о новых записях и отменах.',
  writeAccessAllow: 'Разрешить',
  writeAccessLater: 'Не сейчас',
  /** The person's language: the heading, and each language by its own name. */
  language: 'Язык',
  languageNames: { ru: 'Русский', en: 'English' },
  languageFailed: 'Не удалось сменить язык',
  /** A screen that is not built yet (not in the spec). */
  screenInProgress: 'Экран в разработке.',
} as const;
