import { useCallback, useRef, type DragEvent as ReactDragEvent, type MouseEvent as ReactMouseEvent, type TouchEvent as ReactTouchEvent } from 'react';
import { holdVerticalSwipes } from '../telegram/closing-confirmation';
import { dragScrollOffset, isDrag, isHorizontalIntent } from './drag-scroll.lib';

/**
 * Mouse-drag scrolling for lists (touch scrolls natively). After a real drag the following click
 * is swallowed, so dragging across a card does not open it. The result is the list's props: spread
 * it whole on the list (adding the list's own classes to `className`), so no handler is left out;
 * without `onDragStart`, pictures and links inside would start the browser's own drag and take the
 * mouse away. The list must not use scroll snapping: it pulls the list back after every move of a
 * drag.
 */
export function useDragScroll<T extends HTMLElement>(axis: 'x' | 'y') {
  const ref = useRef<T | null>(null);
  const drag = useRef<{ start: number; scroll: number; moved: boolean } | null>(null);

  const onMouseDown = useCallback(
    (event: ReactMouseEvent<T>) => {
      const el = ref.current;
      if (!el || event.button !== 0) return;
      drag.current = { start: axis === 'x' ? event.clientX : event.clientY, scroll: axis === 'x' ? el.scrollLeft : el.scrollTop, moved: false };
      const onMove = (e: MouseEvent) => {
        const state = drag.current;
        if (!state) return;
        const delta = (axis === 'x' ? e.clientX : e.clientY) - state.start;
        if (!state.moved && !isDrag(delta)) return;
        if (!state.moved && axis === 'x') holdVerticalSwipes(true);
        state.moved = true;
        el.classList.add('is-dragging');
        if (axis === 'x') el.scrollLeft = dragScrollOffset(state.scroll, delta);
        else el.scrollTop = dragScrollOffset(state.scroll, delta);
      };
      const onUp = () => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', onUp);
        el.classList.remove('is-dragging');
        if (drag.current?.moved && axis === 'x') holdVerticalSwipes(false);
        if (drag.current?.moved) {
          const swallow = (e: Event) => {
            e.stopPropagation();
            e.preventDefault();
          };
          el.addEventListener('click', swallow, { capture: true, once: true });
          setTimeout(() => el.removeEventListener('click', swallow, { capture: true }), 0);
        }
        drag.current = null;
      };
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', onUp);
    },
    [axis],
  );

  const onDragStart = useCallback((event: ReactDragEvent<T>) => event.preventDefault(), []);

  // A finger scrolls the list natively; while it moves a horizontal list sideways, Telegram's
  // vertical swipe (which closes or collapses the app) is off, so a slanted drag does not close it.
  const touch = useRef<{ x: number; y: number; held: boolean } | null>(null);
  const onTouchStart = useCallback((event: ReactTouchEvent<T>) => {
    const t = event.touches[0];
    touch.current = t && axis === 'x' ? { x: t.clientX, y: t.clientY, held: false } : null;
  }, [axis]);
  const onTouchMove = useCallback((event: ReactTouchEvent<T>) => {
    const state = touch.current;
    const t = event.touches[0];
    if (!state || state.held || !t) return;
    if (isHorizontalIntent(t.clientX - state.x, t.clientY - state.y)) {
      state.held = true;
      holdVerticalSwipes(true);
    }
  }, []);
  const onTouchEnd = useCallback(() => {
    if (touch.current?.held) holdVerticalSwipes(false);
    touch.current = null;
  }, []);

  return { ref, onMouseDown, onDragStart, onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd, className: 'bk-drag-scroll' };
}
