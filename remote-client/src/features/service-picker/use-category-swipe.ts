import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { swipeStep } from './swipe.lib';

/**
 * A horizontal swipe over 40 px on the element moves to the previous or next category (spec
 * section 2). Pointer events: on touch the list keeps native vertical scrolling (`touch-action:
 * pan-y` in CSS) and a swipe on the tab strip that scrolled the strip is a scroll, not a swipe.
 * The click that ends a mouse swipe is swallowed, so a swipe over a row does not toggle it.
 */
export function useCategorySwipe(onStep: (step: -1 | 1) => void, scroller?: React.RefObject<HTMLElement | null>) {
  const start = useRef<{ x: number; y: number; scroll: number } | null>(null);
  const swallowClick = useRef(false);

  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY, scroll: scroller?.current?.scrollLeft ?? 0 };
    swallowClick.current = false;
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    if (scroller?.current && scroller.current.scrollLeft !== from.scroll) return;
    const step = swipeStep(e.clientX - from.x, e.clientY - from.y);
    if (step === 0) return;
    swallowClick.current = true;
    onStep(step);
  };
  const onPointerCancel = () => {
    start.current = null;
  };
  const onClickCapture = (e: React.MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.stopPropagation();
    e.preventDefault();
  };
  return { onPointerDown, onPointerUp, onPointerCancel, onClickCapture };
}
