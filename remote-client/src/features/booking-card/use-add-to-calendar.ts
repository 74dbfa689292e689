import { useState } from 'react';

/** 'Добавить в календарь' on a booking card: busy while the signed address is asked for, failed when it could not be. */
export function useAddToCalendar(bookingId: number) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { downloadBookingIcs } = await import('./add-to-calendar.lib');
      await downloadBookingIcs(bookingId);
    } catch (error) {
      console.error('Calendar file failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, run };
}
