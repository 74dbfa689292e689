import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { Avatar, QueryState, placesQuery, truncateTitle } from '@booking/platform';
import { afterPlacePath } from '../../entities/booking-flow/next-route.lib';
import { parseId } from '../../entities/route-params/route-params.lib';
import { ChoiceList } from '../../features/choice/choice-list.ui';
import { NotFound } from '../../features/status/status.ui';
import { texts } from '../../shared/texts';

/** The place choice (docs/product.md, Client screens): 'Какой адрес вам удобнее?', the business's places by address. */
export default function ChoosePlacePage() {
  const businessId = parseId(useParams().businessId);
  const places = useQuery({ ...placesQuery(businessId ?? 0), enabled: businessId !== null });
  const navigate = useNavigate();
  if (businessId === null) return <NotFound />;
  return (
    <main className="bk-page" data-testid="choose-place">
      <h1>{texts.choosePlaceTitle}</h1>
      <QueryState query={places} isEmpty={(list) => list.length === 0} empty={texts.noPlaces}>
        {(list) => (
          <ChoiceList
            prompt={texts.choosePlaceButton}
            items={list.map((p) => ({
              id: p.id,
              title: truncateTitle(p.address || p.name),
              tooltip: p.address || p.name,
              subtitle: p.name,
              leading: <Avatar src={p.avatar} name={p.name} size={40} />,
            }))}
            onNext={(id) => navigate(afterPlacePath(businessId, list.find((p) => p.id === id)!))}
          />
        )}
      </QueryState>
    </main>
  );
}
