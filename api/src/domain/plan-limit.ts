export const LIMIT_REACHED = 'У мастера закончился лимит записей на этот месяц. Выберите другой месяц или другого мастера.';

/** The key of a master's month: `workerId:YYYY-MM` (from a date or a month). */
export const monthKey = (workerId: number, date: string) => `${workerId}:${date.slice(0, 7)}`;

export interface Allowance {
  /** features.max_bookings of the plan in force; -1 unlimited. */
  max: number;
  /** Active bookings already in that month. */
  count: number;
}

/** The refusal when a master's plan allows no more active services. */
export const serviceLimitMessage = (max: number) =>
  `На вашем тарифе можно не больше ${max} активных услуг. Отключите или удалите другую услугу либо смените тариф.`;
