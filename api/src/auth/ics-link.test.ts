import { describe, expect, it } from 'vitest';
import { signIcs, verifyIcs } from './ics-link';

describe('signed .ics addresses', () => {
  const grant = { bookingId: 7, clientId: 100001, expires: 2_000_000_600 };
  const sig = signIcs(grant, 'token-a');

  it('hold for their booking, client and expiry under the bot token, until they expire', () => {
    expect(verifyIcs(grant, sig, 'token-a', 2_000_000_000)).toBe(true);
    expect(verifyIcs(grant, sig, 'token-a', 2_000_000_600)).toBe(true);
    expect(verifyIcs(grant, sig, 'token-a', 2_000_000_601)).toBe(false);
  });

  it('do not move to another booking, client, expiry or token, and refuse what is not a signature', () => {
    expect(verifyIcs({ ...grant, bookingId: 8 }, sig, 'token-a', 0)).toBe(false);
    expect(verifyIcs({ ...grant, clientId: 100002 }, sig, 'token-a', 0)).toBe(false);
    expect(verifyIcs({ ...grant, expires: grant.expires + 1 }, sig, 'token-a', 0)).toBe(false);
    expect(verifyIcs(grant, sig, 'token-b', 0)).toBe(false);
    for (const bad of ['', 'x'.repeat(64), sig.slice(1), `${sig}0`]) expect(verifyIcs(grant, bad, 'token-a', 0)).toBe(false);
  });
});
