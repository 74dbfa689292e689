import { useNavigate } from 'react-router-dom';
import { EmptyState, ListRow, formatDuration, formatPrice, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import type { Service } from '@booking/contracts/schemas';
import { texts } from '../../shared/texts';

/** The active category's services: title, price ₽ and duration; a row opens the edit screen. */
export function ServiceRows({ services, linkId }: { services: Service[]; linkId: number | undefined }) {
  const navigate = useNavigate();
  if (services.length === 0) return <EmptyState message={texts.noServices} />;
  return (
    <div className="bk-list" data-testid="services-list">
      {services.map((s) => {
        const to = pathTo(screens.masterServiceEditor, { serviceId: s.id, workerId: linkId });
        return (
          <ListRow
            key={s.id}
            testId="service-row"
            title={s.title}
            subtitle={`${formatDuration(s.slot_duration)}${s.status === 'INACTIVE' ? ` · ${texts.statusInactive}` : ''}`}
            trailing={formatPrice(s.price)}
            href={to}
            onClick={(e) => {
              e.preventDefault();
              navigate(to);
            }}
          />
        );
      })}
    </div>
  );
}
