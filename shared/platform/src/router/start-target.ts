import { decodeStartParam, startTargetPath } from '@booking/contracts/deep-links';

/** Each start parameter is followed once per tab: back on the start page, the user stays there. */
const FOLLOWED_KEY = 'booking:start-target-followed';

/**
 * Launched from one of the bot's buttons (`startapp=bookings`, `day_20261201`, `slots_…`) onto the
 * start page: move to the screen it names. Like an invite, the move is a history replace the
 * areas' routers hear; anything else (an invite uuid, `debug`) is left alone.
 */
export function followStartTarget(startParam: string | null | undefined): void {
  const target = decodeStartParam(startParam);
  if (!target || target.kind === 'home' || window.location.pathname !== '/' || sessionStorage.getItem(FOLLOWED_KEY) === startParam) return;
  sessionStorage.setItem(FOLLOWED_KEY, startParam!);
  window.history.replaceState(window.history.state, '', startTargetPath(target));
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
