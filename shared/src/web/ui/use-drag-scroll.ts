import { useCallback, useRef, type DragEvent as ReactDragEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { dragScrollOffset, isDrag } from './drag-scroll.lib';

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
        state.moved = true;
        el.classList.add('is-dragging');
        if (axis === 'x') el.scrollLeft = dragScrollOffset(state.scroll, delta);
        else el.scrollTop = dragScrollOffset(state.scroll, delta);
      };
      const onUp = () => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', onUp);
        el.classList.remove('is-dragging');
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

  return { ref, onMouseDown, onDragStart, className: 'bk-drag-scroll' };
}
