import { SIGNED_LINK_SECONDS, signedLinks } from './signed-link';

/** Signed addresses of a master's figures as CSV ('Выгрузить CSV'), bound to the worker and the period (signed-link.ts). */
export const EXPORT_LINK_SECONDS = SIGNED_LINK_SECONDS;

export interface ExportGrant {
  workerId: number;
  from: string;
  to: string;
  /** Unix seconds after which the address no longer works. */
  expires: number;
}

const links = signedLinks('booking-analytics-export');
const fields = (g: ExportGrant) => [g.workerId, g.from, g.to];

export const signExport = (grant: ExportGrant, botToken: string) => links.sign(fields(grant), grant.expires, botToken);
export const verifyExport = (grant: ExportGrant, sig: string, botToken: string, nowSeconds: number) =>
  links.verify(fields(grant), grant.expires, sig, botToken, nowSeconds);
