/** Texts of the Telegram-only prompts. Kept out of uiTexts, so no cold start carries them. */
export const homeScreenTexts = {
  reason: 'Откройте приложение с главного экрана в одно касание.',
  add: 'Добавить на главный экран',
} as const;
