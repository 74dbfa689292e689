/**
 * Gestures on the category strip and the service list (docs/product.md, Constants). A press becomes a drag past
 * an 8 px dead zone; it is horizontal when the sideways distance is 1.5 times the vertical one
 * (otherwise the list scrolls vertically as usual); a horizontal swipe over 40 px changes category.
 */
export const SWIPE_DEAD_ZONE_PX = 8;
export const HORIZONTAL_INTENT_RATIO = 1.5;
export const SWIPE_THRESHOLD_PX = 40;

export type Intent = 'none' | 'horizontal' | 'vertical';

/** What a press that has moved (dx, dy) means so far. */
export function gestureIntent(dx: number, dy: number): Intent {
  if (Math.hypot(dx, dy) <= SWIPE_DEAD_ZONE_PX) return 'none';
  return Math.abs(dx) >= Math.abs(dy) * HORIZONTAL_INTENT_RATIO ? 'horizontal' : 'vertical';
}

/**
 * Where a finished gesture moves the category: +1 (next) for a swipe to the left, -1 (previous)
 * for a swipe to the right, 0 when it was short or not horizontal.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (gestureIntent(dx, dy) !== 'horizontal' || Math.abs(dx) <= SWIPE_THRESHOLD_PX) return 0;
  return dx < 0 ? 1 : -1;
}

/** The category index after a step, kept inside the list. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count === 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}
