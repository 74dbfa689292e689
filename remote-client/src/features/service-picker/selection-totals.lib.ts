import * as bookingRules from '@booking/contracts/booking-rules';
import { formatDuration, formatPrice } from '@booking/platform';

export interface PricedService {
  price: number;
  slot_duration: number;
}

export interface SelectionTotals {
  count: number;
  /** Whole rubles. */
  price: number;
  /** Minutes: the sum of the services' durations (each defaulting to 30), as the server counts it. */
  duration: number;
}

/** What the chosen services add up to; nothing chosen is all zeros. */
export function selectionTotals(services: readonly PricedService[]): SelectionTotals {
  if (services.length === 0) return { count: 0, price: 0, duration: 0 };
  return {
    count: services.length,
    price: services.reduce((sum, s) => sum + s.price, 0),
    duration: bookingRules.totalDuration([...services]),
  };
}

/** '3 · 7 000 ₽ · 2 часа 30 минут': the totals after the screen's own lead-in text. */
export function totalsLine(totals: SelectionTotals): string {
  return `${totals.count} · ${formatPrice(totals.price)} · ${formatDuration(totals.duration)}`;
}
