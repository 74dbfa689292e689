import { BOOKING_LINK_KEY } from '@booking/contracts/names';

/**
 * A booking's own link (`/b/{token}`, the address its SMS carries): the page keeps its token for
 * this tab, and the API client sends it with that booking's requests only (the server takes it for
 * the booking's client there, and refuses it on any other booking). A tab opened by the link can
 * so cancel or move the booking with nobody signed in, and a reload keeps that.
 */

const TOKEN = /^([1-9][0-9]{0,14})-[A-Za-z0-9_-]{22}$/;

/** The booking a token names (its signature is the server's to judge); null for what is no token. */
export function bookingOfLink(token: string | undefined | null): number | null {
  const match = token ? TOKEN.exec(token) : null;
  return match ? Number(match[1]) : null;
}

/** Keeps the token of the link this tab was opened with (a malformed one is not kept). */
export function keepBookingLink(token: string): void {
  if (bookingOfLink(token) === null) return;
  try {
    sessionStorage.setItem(BOOKING_LINK_KEY, token);
  } catch {
    // Storage refused (a private mode): the link works for this page's requests only.
  }
  memory = token;
}

let memory: string | null = null;

/** The token of the link this tab was opened with, if any. */
export function keptBookingLink(): string | null {
  if (memory) return memory;
  try {
    const kept = sessionStorage.getItem(BOOKING_LINK_KEY);
    return bookingOfLink(kept) === null ? null : kept;
  } catch {
    return null;
  }
}

/**
 * The kept token when `path` (a URL path) is one of its booking's own client operations:
 * `{api}/bookings/{id}` and below, never a master's `/workers/…/bookings/{id}`.
 */
export function bookingLinkFor(path: string, apiPath: string): string | null {
  const token = keptBookingLink();
  const id = bookingOfLink(token);
  if (id === null || !path.startsWith(apiPath)) return null;
  return new RegExp(`^/bookings/${id}(/|$)`).test(path.slice(apiPath.length - 1)) ? token : null;
}
