/** Drag scrolling moves 1.5x the pointer distance, after an 8 px dead zone (docs/product.md, Constants). */
export const DRAG_SCROLL_MULTIPLIER = 1.5;
export const DRAG_DEAD_ZONE_PX = 8;

/** New scroll offset for a drag that started at `startScroll` and has moved `delta` pixels. */
export function dragScrollOffset(startScroll: number, delta: number): number {
  return startScroll - delta * DRAG_SCROLL_MULTIPLIER;
}

/** A press becomes a drag only past the dead zone, so taps on cards still work as clicks. */
export function isDrag(delta: number): boolean {
  return Math.abs(delta) > DRAG_DEAD_ZONE_PX;
}

/** A move is horizontal past the dead zone and at 1.5 times its vertical part (docs/product.md, Constants). */
export const HORIZONTAL_INTENT_RATIO = 1.5;

/** Whether a touch that has moved (dx, dy) is a horizontal drag (then vertical swipes are held). */
export function isHorizontalIntent(dx: number, dy: number): boolean {
  return isDrag(dx) && Math.abs(dx) >= HORIZONTAL_INTENT_RATIO * Math.abs(dy);
}
