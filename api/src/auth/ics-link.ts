import { SIGNED_LINK_SECONDS, signedLinks } from './signed-link';

/** Signed addresses of a booking's .ics ('Добавить в календарь'), bound to the booking and its client (signed-link.ts). */
export const ICS_LINK_SECONDS = SIGNED_LINK_SECONDS;

export interface IcsGrant {
  bookingId: number;
  clientId: number;
  /** Unix seconds after which the address no longer works. */
  expires: number;
}

const links = signedLinks('booking-ics-link');
const fields = (g: IcsGrant) => [g.bookingId, g.clientId];

export const signIcs = (grant: IcsGrant, botToken: string) => links.sign(fields(grant), grant.expires, botToken);
export const verifyIcs = (grant: IcsGrant, sig: string, botToken: string, nowSeconds: number) =>
  links.verify(fields(grant), grant.expires, sig, botToken, nowSeconds);
