// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useDragScroll } from './use-drag-scroll';

function List({ onOpen }: { onOpen: () => void }) {
  const drag = useDragScroll<HTMLUListElement>('x');
  return (
    <ul {...drag} data-testid="list">
      <li>
        <a href="#place" onClick={onOpen}>
          <img src="data:," alt="Лайм" />
          Лайм
        </a>
      </li>
    </ul>
  );
}

/** A left-button press on `target` at x = 100, moved to `toX`. */
function pressAndMove(target: HTMLElement, toX: number) {
  fireEvent.mouseDown(target, { button: 0, clientX: 100 });
  fireEvent.mouseMove(window, { clientX: toX });
}

/** The button let go at `toX`, and the click the browser then sends to `target`. */
function release(target: HTMLElement, toX: number) {
  fireEvent.mouseUp(window, { clientX: toX });
  fireEvent.click(target);
}

describe('useDragScroll', () => {
  afterEach(cleanup);

  it('keeps the browser from dragging a picture or link out of the list, so the mouse keeps scrolling it', () => {
    render(<List onOpen={() => undefined} />);
    // fireEvent returns false when a handler prevented the default action.
    expect(fireEvent.dragStart(screen.getByAltText('Лайм'))).toBe(false);
    expect(fireEvent.dragStart(screen.getByRole('link'))).toBe(false);
  });

  it('a press that moves past the dead zone is a drag: the click after it does not open the card', () => {
    const onOpen = vi.fn();
    render(<List onOpen={onOpen} />);
    const link = screen.getByRole('link');
    pressAndMove(link, 70);
    expect(screen.getByTestId('list').classList.contains('is-dragging')).toBe(true);
    release(link, 70);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('a press that stays within the dead zone is a tap: the card opens', () => {
    const onOpen = vi.fn();
    render(<List onOpen={onOpen} />);
    const link = screen.getByRole('link');
    pressAndMove(link, 95);
    release(link, 95);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
