// Stateless on purpose: the remotes bundle this file (through lazy-page.tsx) instead of reaching
// the page-wide singleton, so a remote and a shell released at different times still understand
// each other: an event nobody listens to is ignored, and a shell whose remote never sends it
// falls back to the page's load event (telegram.store.ts).

/** The window event an area sends once it has rendered the page it was opened at. */
export const SCREEN_SHOWN_EVENT = 'booking:screen-shown';

/** Tells the page that the first screen is shown: the Telegram SDK's code may load now. */
export function announceScreenShown(): void {
  window.dispatchEvent(new Event(SCREEN_SHOWN_EVENT));
}
