import { useQuery } from '@tanstack/react-query';
import { ListRow, QueryState, SectionHeader, formatPrice, servicesQuery, truncateServiceTitle, type ServicesFilter } from '@booking/platform';
import { ServiceSubtitle } from '../../entities/deposit/service-subtitle.ui';
import { texts } from '../../shared/texts';

/** 'Услуги': active services only (docs/product.md, Client screens), title (cut as docs/product.md, Constants, has it; the full title as a tooltip), price, duration and deposit. */
export function ServicesList({ filter }: { filter: ServicesFilter }) {
  const services = useQuery({ ...servicesQuery(filter), select: (list) => list.filter((s) => s.status === 'active') });
  return (
    <section aria-labelledby="services-title" data-testid="services-list">
      <SectionHeader id="services-title" title={texts.services} />
      <QueryState query={services} isEmpty={(list) => list.length === 0} empty={texts.noServices}>
        {(list) =>
          list.map((s) => (
            <ListRow key={s.id} title={truncateServiceTitle(s.title)} tooltip={s.title} subtitle={<ServiceSubtitle service={s} />} trailing={formatPrice(s.price)} />
          ))
        }
      </QueryState>
    </section>
  );
}
