import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import { LONG_PRESS_MOVE_PX, LONG_PRESS_MS, type IsoDate } from './calendar.lib';

/**
 * Long press on a day with pointer events (touch, pen and mouse alike): fires after LONG_PRESS_MS
 * unless the pointer is released, leaves, or moves more than LONG_PRESS_MOVE_PX first (a scroll).
 * `bind(date)` gives the cell's handlers; `takeFired()` says, once, that the click arriving after the
 * release belongs to a long press and must not also select the day.
 */
export function useLongPress(onLongPress: ((date: IsoDate) => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    origin.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const bind = (date: IsoDate) =>
    onLongPress
      ? {
          onPointerDown: (e: PointerEvent) => {
            if (e.button !== 0) return;
            cancel();
            fired.current = false;
            origin.current = { x: e.clientX, y: e.clientY };
            timer.current = setTimeout(() => {
              timer.current = undefined;
              fired.current = true;
              onLongPress(date);
            }, LONG_PRESS_MS);
          },
          onPointerMove: (e: PointerEvent) => {
            const o = origin.current;
            if (o && Math.hypot(e.clientX - o.x, e.clientY - o.y) > LONG_PRESS_MOVE_PX) cancel();
          },
          onPointerUp: cancel,
          onPointerCancel: cancel,
          onPointerLeave: cancel,
          // A held finger opens the browser's context menu otherwise.
          onContextMenu: (e: { preventDefault(): void }) => e.preventDefault(),
        }
      : {};

  const takeFired = () => {
    const was = fired.current;
    fired.current = false;
    return was;
  };
  return { bind, takeFired };
}
