import { useEffect } from 'react';
import { useSaveTimezone } from './users.api';
import { whenTelegramSettled } from '../telegram/telegram.store';
import { callerIdOf, useSession } from '../session/session.store';

/** Runs `run` later; the returned function calls it off. */
export type Defer = (run: () => void) => () => void;

/**
 * After the start-up: once the Telegram SDK has settled (it starts after the first screen is shown)
 * and the page is idle. Reading the zone builds the page's first date formatter, 60-150 ms of a
 * phone's main thread (docs/perf.md), which must not delay a cold start's first screen.
 */
export const afterStartUp: Defer = (run) => {
  let live = true;
  void whenTelegramSettled().then(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => live && run());
  });
  return () => {
    live = false;
  };
};

/** The browser's IANA zone, or null when it has none. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Runs at once (a stable function: the effect below depends on it). */
const immediately: Defer = (run) => {
  run();
  return () => undefined;
};

/** The local flag that the zone went out from this device (docs/product.md, API paths). */
export const TIMEZONE_SENT_KEY = 'timezone_sent';
/** Stops a second send while the first is on its way (a remount, React's strict mode). */
let inFlight = false;

/**
 * Sends the browser's zone once per device (POST /profile/timezone) when the user is known and the
 * flag is not 'true'; the flag is set only on success; a failure is only logged (docs/product.md, API paths).
 */
export function useSendTimezone(telegramId: number | undefined, defer: Defer = immediately) {
  const { mutateAsync } = useSaveTimezone();
  useEffect(() => {
    if (!telegramId || inFlight) return;
    try {
      // Checked before the zone is read: a device that sent it builds no date formatter for it.
      if (localStorage.getItem(TIMEZONE_SENT_KEY) === 'true') return;
    } catch {
      return;
    }
    return defer(() => {
      const zone = browserTimeZone();
      if (!zone || inFlight || localStorage.getItem(TIMEZONE_SENT_KEY) === 'true') return;
      inFlight = true;
      mutateAsync({ telegram_id: telegramId, timezone: zone })
        .then(() => localStorage.setItem(TIMEZONE_SENT_KEY, 'true'))
        .catch((error: unknown) => console.error('Could not send the timezone', error))
        .finally(() => {
          inFlight = false;
        });
    });
  }, [telegramId, mutateAsync, defer]);
}

/**
 * The zone goes out as soon as the user is known (docs/product.md, Identity and start-up), on whatever screen the
 * app opens (every area's root runs this), not only on the time step. Once per device.
 */
export function useSendTimezoneOnce(): void {
  useSendTimezone(useSession(callerIdOf) ?? undefined, afterStartUp);
}
