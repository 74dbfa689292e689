import type { schemas } from '@booking/contracts';
import { sequentialStarts } from './sequential-starts.lib';

export interface ReceiptService {
  title: string;
  price: number;
  slot_duration: number;
  category_id: number | null;
}

/** What the success screen shows of a booking. */
export interface Receipt {
  bookingId: number;
  date: string;
  timeStart: string;
  services: ReceiptService[];
}

export interface ReceiptLine extends ReceiptService {
  start: string;
  categoryName: string;
}

/** Each service with its own start (one after another) and its category's name; the total price. */
export function receiptLines(receipt: Receipt, categories: readonly schemas.Category[]): { lines: ReceiptLine[]; total: number } {
  const starts = sequentialStarts(receipt.timeStart, receipt.services.map((s) => s.slot_duration));
  const lines = receipt.services.map((s, i) => ({
    ...s,
    start: starts[i]!,
    categoryName: categories.find((c) => c.id === s.category_id)?.name ?? '',
  }));
  return { lines, total: receipt.services.reduce((sum, s) => sum + s.price, 0) };
}

/** The receipt from the caller's own bookings (a reload: no navigation state); null when it is not theirs. */
export function receiptFromBookings(bookings: readonly schemas.Booking[], bookingId: number): Receipt | null {
  const booking = bookings.find((b) => b.id === bookingId);
  if (!booking || !booking.time.date || !booking.time.time_start) return null;
  return { bookingId, date: booking.time.date, timeStart: booking.time.time_start, services: booking.services };
}
