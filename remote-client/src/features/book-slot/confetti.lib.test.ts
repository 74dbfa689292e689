// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { celebrate, confettiBursts } from './confetti.lib';

const fire = vi.fn(() => Promise.resolve());
vi.mock('canvas-confetti', () => ({ default: fire }));

afterEach(() => {
  fire.mockClear();
  vi.unstubAllGlobals();
});

const motion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

describe('confetti', () => {
  it('250 pieces, half from each side', () => {
    const bursts = confettiBursts();
    expect(bursts.reduce((n, b) => n + b.particleCount, 0)).toBe(250);
    expect(bursts.map((b) => b.origin.x)).toEqual([0, 1]);
  });

  it('fires both bursts', async () => {
    motion(false);
    await celebrate();
    expect(fire).toHaveBeenCalledTimes(2);
  });

  it('does nothing when the user prefers reduced motion', async () => {
    motion(true);
    await celebrate();
    expect(fire).not.toHaveBeenCalled();
  });
});
