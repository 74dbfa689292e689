/** The figures' refusals in Russian, byte for byte as before English (period.texts.en.ts: the same keys). */
export const periodTexts = {
  proOnly: 'Статистика доступна в плане «Про»',
  reversed: 'Конец периода раньше начала',
  tooLong: (max: number) => `Период не может быть длиннее ${max} дней`,
};
