/** Texts of the plans area (spec sections 2 and 9); labels the spec leaves open are marked. */
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
  // Not in the spec:
  choose: 'Выбрать',
  chosen: (name: string) => `Вы выбрали план «${name}». Оплата скоро появится.`,
  unlimited: 'без ограничений',
  bookingsPerMonth: (n: number) => `до ${n} записей в месяц`,
} as const;
