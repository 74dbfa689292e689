import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { Avatar, QueryState, placeWorkersQuery, truncateTitle, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import { parseId } from '../../entities/route-params/route-params.lib';
import { ChoiceList } from '../../features/choice/choice-list.ui';
import { NotFound } from '../../features/status/status.ui';
import { texts } from '../../shared/texts';

/** The worker choice (docs/product.md, Client screens): 'Куда запишемся сегодня?', the place's masters by title. */
export default function ChooseWorkerPage() {
  const params = useParams();
  const businessId = parseId(params.businessId);
  const placeId = parseId(params.placeId);
  const workers = useQuery({ ...placeWorkersQuery(placeId ?? 0), enabled: placeId !== null });
  const navigate = useNavigate();
  if (businessId === null || placeId === null) return <NotFound />;
  return (
    <main className="bk-page" data-testid="choose-worker">
      <h1>{texts.chooseWorkerTitle}</h1>
      <QueryState query={workers} isEmpty={(list) => list.length === 0} empty={texts.noWorkers}>
        {(list) => (
          <ChoiceList
            prompt={texts.chooseWorkerButton}
            items={list.map((w) => ({
              id: w.id,
              title: truncateTitle(w.title),
              tooltip: w.title,
              subtitle: w.description,
              leading: <Avatar src={w.avatar} name={w.title} size={40} />,
            }))}
            onNext={(id) => navigate(pathTo(screens.chooseServices, { businessId, placeId, workerId: id }))}
          />
        )}
      </QueryState>
    </main>
  );
}
