import { useEffect, type RefObject } from 'react';
import { useDragScroll, haptic } from '@booking/platform';
import { texts } from '../../shared/texts';

export interface CategoryTab {
  id: number;
  name: string;
  /** How many of its services are chosen. */
  selected: number;
}

interface Props {
  tabs: CategoryTab[];
  active: number;
  onChange: (index: number) => void;
  /** Filled with the strip element, so a swipe can tell a scroll of the strip from a swipe. */
  stripRef?: RefObject<HTMLElement | null>;
}

/** Category tabs: 'Стрижки (2)'; scroll sideways, drag with the mouse, arrows on the keyboard. */
export function CategoryTabs({ tabs, active, onChange, stripRef }: Props) {
  const drag = useDragScroll<HTMLDivElement>('x');
  const setRef = (el: HTMLDivElement | null) => {
    drag.ref.current = el;
    if (stripRef) stripRef.current = el;
  };

  useEffect(() => {
    drag.ref.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, drag.ref]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = Math.min(tabs.length - 1, Math.max(0, active + step));
    onChange(next);
    drag.ref.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      {...drag}
      ref={setRef}
      className={`${drag.className} bk-tabs`}
      role="tablist"
      aria-label={texts.categoriesLabel}
      onKeyDown={onKeyDown}
      data-testid="category-tabs"
    >
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`category-tab-${tab.id}`}
          aria-selected={i === active}
          aria-controls="category-panel"
          tabIndex={i === active ? 0 : -1}
          className={`bk-tab${i === active ? ' bk-tab--active' : ''}`}
          onClick={() => {
            haptic('select');
            onChange(i);
          }}
        >
          {tab.selected > 0 ? `${tab.name} (${tab.selected})` : tab.name}
        </button>
      ))}
    </div>
  );
}
