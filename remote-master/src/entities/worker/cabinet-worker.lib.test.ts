import { describe, expect, it } from 'vitest';
import type { Worker } from '@booking/contracts/schemas';
import { cabinetAccess } from './cabinet-worker.lib';

const MARIA = { id: 7, title: 'Мария' } as Worker;

describe('whose cabinet a route shows', () => {
  it("an unprefixed route is the caller's own cabinet, or not a master's at all", () => {
    expect(cabinetAccess(undefined, MARIA)).toEqual({ kind: 'own', worker: MARIA, prefixed: false });
    expect(cabinetAccess(undefined, null)).toEqual({ kind: 'not-master' });
  });

  it("the caller's own worker id is their cabinet; any other id is not found, even for a master", () => {
    expect(cabinetAccess('7', MARIA)).toEqual({ kind: 'own', worker: MARIA, prefixed: true });
    expect(cabinetAccess('8', MARIA)).toEqual({ kind: 'foreign' });
    expect(cabinetAccess('7', null)).toEqual({ kind: 'foreign' });
  });
});
