/** 250 pieces by default, from both sides of the screen (docs/product.md, Constants). */
export const CONFETTI_PIECES = 250;

/** Two bursts of half the pieces each, from the left and right edges toward the middle. */
export function confettiBursts(pieces = CONFETTI_PIECES) {
  const half = Math.ceil(pieces / 2);
  const common = { spread: 70, startVelocity: 55, ticks: 220, disableForReducedMotion: true, zIndex: 60 };
  return [
    { ...common, particleCount: half, angle: 60, origin: { x: 0, y: 0.7 } },
    { ...common, particleCount: pieces - half, angle: 120, origin: { x: 1, y: 0.7 } },
  ];
}

/** Whether the user asked the system for less motion (then no confetti at all). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Confetti on a booking (docs/product.md, Client screens). The library loads only now, on the first booking, so no
 * screen pays for it up front; a failed load just means no confetti.
 */
export async function celebrate(pieces = CONFETTI_PIECES): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await Promise.all(confettiBursts(pieces).map((burst) => confetti(burst)));
  } catch (error) {
    console.warn('Confetti did not load', error);
  }
}
