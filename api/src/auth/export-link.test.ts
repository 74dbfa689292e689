import { describe, expect, it } from 'vitest';
import { signExport, verifyExport } from './export-link';

const grant = { workerId: 1, from: '2026-11-01', to: '2026-11-30', expires: 1_800_000_600 };

describe('signed export addresses', () => {
  const sig = signExport(grant, 'token');

  it('are accepted as signed, until they expire', () => {
    expect(verifyExport(grant, sig, 'token', 1_800_000_000)).toBe(true);
    expect(verifyExport(grant, sig, 'token', 1_800_000_600)).toBe(true);
    expect(verifyExport(grant, sig, 'token', 1_800_000_601)).toBe(false);
  });

  it('are bound to the worker, the period, the expiry and the token', () => {
    for (const other of [{ ...grant, workerId: 2 }, { ...grant, from: '2026-10-31' }, { ...grant, to: '2026-12-01' }, { ...grant, expires: grant.expires + 3600 }]) {
      expect(verifyExport(other, sig, 'token', 1_800_000_000)).toBe(false);
    }
    expect(verifyExport(grant, sig, 'another-token', 1_800_000_000)).toBe(false);
  });

  it('refuse anything that is not a signature', () => {
    for (const bad of ['', 'zz', sig.slice(1), `${sig}0`, sig.toUpperCase()]) expect(verifyExport(grant, bad, 'token', 1_800_000_000)).toBe(false);
  });
});
