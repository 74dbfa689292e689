import { useId, useState } from 'react';
import type { schemas } from '@booking/contracts';
import { formatDuration, formatPrice } from '@booking/platform';
import { texts } from '../../shared/texts';

/** The panel opens by itself with 2 or fewer services (docs/product.md, Constants). */
export const PANEL_OPEN_MAX = 2;

interface Props {
  services: schemas.Service[];
  categories: readonly schemas.Category[];
}

/** Collapsible 'Выбранные услуги': category, title, price and duration of each chosen service. */
export function SelectedServicesPanel({ services, categories }: Props) {
  const [open, setOpen] = useState(services.length <= PANEL_OPEN_MAX);
  const bodyId = useId();
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.name ?? '';
  return (
    <section className="bk-card bk-chosen">
      <button type="button" className="bk-chosen__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span>{texts.selectedServices}</span>
        <svg className={`bk-chevron${open ? ' bk-chevron--open' : ''}`} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open && (
        <ul id={bodyId} className="bk-chosen__list" data-testid="chosen-services">
          {services.map((s) => (
            <li key={s.id}>
              <span className="bk-hint bk-chosen__category">{categoryName(s.category_id)}</span>
              <span className="bk-chosen__title">{s.title}</span>
              <span className="bk-chosen__meta">
                {formatPrice(s.price)} · {formatDuration(s.slot_duration)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
