/** Texts of the shared UI kit (spec section 8, byte for byte where the spec gives them). */
export const uiTexts = {
  loading: 'Загрузка...',
  loadError: 'Ошибка загрузки данных',
  retry: 'Повторить',
  close: 'Закрыть',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
} as const;
