import { useCallback } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CLIENT_SORTS } from '@booking/contracts/analytics';
import { Button, QueryState, pathTo } from '@booking/platform';
import { CabinetGate, type Cabinet } from '../../features/cabinet-gate/cabinet-gate.ui';
import { ClientsToolbar } from '../../features/clients-list/clients-toolbar.ui';
import { ClientRow } from '../../features/clients-list/client-row.ui';
import { clientsQuery, type ClientSort } from '../../entities/client/clients.api';
import { screens } from '../../shared/screens';
import { texts } from '../../entities/client/clients.texts';
import './clients.css';

const isSort = (s: string | null): s is ClientSort => (CLIENT_SORTS as readonly (string | null)[]).includes(s);

function ClientsScreen({ worker, linkId }: Cabinet) {
  // The search and the sort live in the address: back from a card, the list is as it was.
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: ClientSort = isSort(sortParam) ? sortParam : 'last_visit';
  const list = useInfiniteQuery(clientsQuery(worker.id, q, sort));
  const navigate = useNavigate();

  const setParam = useCallback(
    (name: 'q' | 'sort', value: string, fallback: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((next: string) => setParam('q', next, ''), [setParam]);

  return (
    <main className="bk-page">
      <h1>{texts.clientsTitle}</h1>
      <ClientsToolbar q={q} sort={sort} onSearch={onSearch} onSort={(next) => setParam('sort', next, 'last_visit')} />
      <QueryState query={list} isEmpty={(data) => data.pages[0]!.length === 0} empty={q ? texts.noClientsFound : texts.noClients}>
        {(data) => (
          <>
            <div className="bk-clients-list" data-testid="clients-list">
              {data.pages.flat().map((client) => {
                const href = pathTo(screens.masterClient, { workerId: linkId, clientId: client.telegram_id });
                return <ClientRow key={client.telegram_id} client={client} href={href} onOpen={() => void navigate(href)} />;
              })}
            </div>
            {list.isFetchNextPageError && (
              <p className="bk-error" role="alert">
                {texts.loadError}
              </p>
            )}
            {list.hasNextPage && (
              <Button variant="secondary" block busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {texts.loadMore}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </main>
  );
}

/** `/clients`, `/worker/{id}/clients`: everyone who has booked with the master. */
export default function ClientsPage() {
  return <CabinetGate>{(cabinet) => <ClientsScreen {...cabinet} />}</CabinetGate>;
}
