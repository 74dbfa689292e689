import type { schemas } from '@booking/contracts';
import { ListRow, formatPrice, truncateServiceTitle, haptic } from '@booking/platform';
import { ServiceSubtitle } from '../../entities/deposit/service-subtitle.ui';

interface Props {
  services: schemas.Service[];
  selectedIds: readonly number[];
  onToggle: (id: number) => void;
}

/** The active category's services: title (long ones cut, full one as tooltip), duration and deposit, price; a tap toggles. */
export function ServiceRows({ services, selectedIds, onToggle }: Props) {
  return (
    <div className="bk-service-rows">
      {services.map((s) => {
        const title = truncateServiceTitle(s.title);
        return (
          <ListRow
            key={s.id}
            testId="service-row"
            title={title}
            tooltip={title === s.title ? undefined : s.title}
            subtitle={<ServiceSubtitle service={s} />}
            trailing={<span className="bk-price">{formatPrice(s.price)}</span>}
            selected={selectedIds.includes(s.id)}
            onClick={() => {
              haptic('select');
              onToggle(s.id);
            }}
          />
        );
      })}
    </div>
  );
}
