import { useEffect } from 'react';
import { useSaveTimezone } from '../entities/users.api';
import { useSession } from './session.store';

/** The browser's IANA zone, or null when it has none. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Spec section 7: the local flag that the zone went out from this device. */
export const TIMEZONE_SENT_KEY = 'timezone_sent';
/** Stops a second send while the first is on its way (a remount, React's strict mode). */
let inFlight = false;

/**
 * Sends the browser's zone once per device (POST /profile/timezone) when the user is known and the
 * flag is not 'true'; the flag is set only on success; a failure is only logged (spec section 7).
 */
export function useSendTimezone(telegramId: number | undefined) {
  const { mutateAsync } = useSaveTimezone();
  useEffect(() => {
    const zone = browserTimeZone();
    if (!telegramId || !zone || inFlight) return;
    try {
      if (localStorage.getItem(TIMEZONE_SENT_KEY) === 'true') return;
    } catch {
      return;
    }
    inFlight = true;
    mutateAsync({ telegram_id: telegramId, timezone: zone })
      .then(() => localStorage.setItem(TIMEZONE_SENT_KEY, 'true'))
      .catch((error: unknown) => console.error('Could not send the timezone', error))
      .finally(() => {
        inFlight = false;
      });
  }, [telegramId, mutateAsync]);
}

/**
 * Spec section 7 (issue 28): the zone goes out as soon as the user is known, on whatever screen the
 * app opens (every area's root runs this), not only on the time step. Once per device.
 */
export function useSendTimezoneOnce(): void {
  useSendTimezone(useSession((s) => s.launch?.user?.id));
}
