import { useDragScroll, haptic } from '@booking/platform';
import type { Category } from '@booking/contracts/schemas';
import { texts } from '../../shared/texts';

interface CategoryTabsProps {
  categories: Category[];
  active: number | null;
  onChange: (categoryId: number) => void;
}

/** The category strip of the services list: scrolls sideways and drags with the mouse (8 px dead zone). */
export function CategoryTabs({ categories, active, onChange }: CategoryTabsProps) {
  const drag = useDragScroll<HTMLDivElement>('x');
  return (
    <div role="tablist" aria-label={texts.categoriesNav} {...drag} className={`${drag.className} bk-tabs`}>
      {categories.map((c) => (
        <button
          key={c.id}
          type="button"
          role="tab"
          aria-selected={c.id === active}
          className={`bk-tabs__tab ${c.id === active ? 'is-active' : ''}`}
          onClick={() => {
            haptic('select');
            onChange(c.id);
          }}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}
