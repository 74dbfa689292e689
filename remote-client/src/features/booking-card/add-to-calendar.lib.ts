import { ops as reachOps } from '@booking/contracts/reach';
import { downloadFile, send } from '@booking/platform';

/**
 * One booking's .ics. Telegram's downloadFile cannot send the init data, so the server
 * signs an address that works without it for 10 minutes (POST /bookings/{id}/ics-link); inside
 * Telegram it is downloaded through Telegram, elsewhere through a plain link. Loaded on the press
 * only (use-add-to-calendar.ts), so Home's cold start does not carry it.
 */
export async function downloadBookingIcs(bookingId: number): Promise<boolean> {
  const { url } = await send(reachOps.createBookingIcsLink, undefined, { id: bookingId });
  return downloadFile(url, `booking-${bookingId}.ics`);
}
