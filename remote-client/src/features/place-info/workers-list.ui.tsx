import { useQuery } from '@tanstack/react-query';
import { Avatar, ListRow, QueryState, SectionHeader, placeWorkersQuery, truncateTitle, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import { useRouterLink } from '../../shared/router-link';
import { texts } from '../../shared/texts';

/** 'Мастера' of a place, each a link to its worker page (docs/product.md, Client screens: place page). */
export function WorkersList({ placeId }: { placeId: number }) {
  const workers = useQuery(placeWorkersQuery(placeId));
  const link = useRouterLink();
  return (
    <section aria-labelledby="workers-title" data-testid="place-workers">
      <SectionHeader id="workers-title" title={texts.masters} />
      <QueryState query={workers} isEmpty={(list) => list.length === 0} empty={texts.noWorkers}>
        {(list) =>
          list.map((w) => (
            <ListRow
              key={w.id}
              {...link(pathTo(screens.worker, { placeId, workerId: w.id }))}
              leading={<Avatar src={w.avatar} name={w.title} size={40} />}
              title={truncateTitle(w.title)}
              tooltip={w.title}
              subtitle={w.description}
            />
          ))
        }
      </QueryState>
    </section>
  );
}
