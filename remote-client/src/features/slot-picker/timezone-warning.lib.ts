import { texts } from '../../shared/texts';

/**
 * The zones the warning knows, with their UTC offsets in hours (docs/product.md, Booking rules: Zones).
 * Fixed offsets on purpose: Russia keeps no daylight saving time, and the spec names these five.
 */
export const KNOWN_ZONE_OFFSETS: Readonly<Record<string, number>> = {
  'Europe/Moscow': 3,
  'Europe/Samara': 4,
  'Europe/Volgograd': 3,
  'Asia/Yekaterinburg': 5,
  'Asia/Novosibirsk': 7,
};

/**
 * The master's time minus the client's, in hours, when the warning applies: both zones known and
 * their offsets differ. Null otherwise (an unknown zone, the same offset, or no zone at all).
 */
export function masterOffsetHours(clientZone: string | null | undefined, masterZone: string | null | undefined): number | null {
  if (!clientZone || !masterZone) return null;
  const client = KNOWN_ZONE_OFFSETS[clientZone];
  const master = KNOWN_ZONE_OFFSETS[masterZone];
  if (client === undefined || master === undefined || client === master) return null;
  return master - client;
}

/** '+4 ч' / '−2 ч' ('+4 h' in English): the offset as the warning shows it (a true minus sign). */
export function formatOffset(hours: number): string {
  return texts.offsetHours(`${hours > 0 ? '+' : '−'}${Math.abs(hours)}`);
}

/** The browser's IANA zone (the client's), or null when the runtime does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
