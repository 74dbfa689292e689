import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ops } from '@booking/contracts/analytics';
import { urlFor } from '@booking/contracts/operation';
import type { ClientCard, ClientSummary, CLIENT_SORTS } from '@booking/contracts/analytics';
import { entityQuery, send, sendKeepalive } from '@booking/platform';

export type ClientSort = (typeof CLIENT_SORTS)[number];

/** Rows per page of the list (the server's `limit`). */
export const CLIENTS_PAGE_SIZE = 20;

/** Query keys of a master's clients, all under `['clients', workerId]`. */
export const clientKeys = {
  all: (workerId: number) => ['clients', workerId] as const,
  list: (workerId: number, q: string, sort: ClientSort) => ['clients', workerId, 'list', q, sort] as const,
  card: (workerId: number, telegramId: number) => ['clients', workerId, 'card', telegramId] as const,
};

/** The search as the server takes it: no empty `q`, no default sort (so the first page's URL is the screen's early read). */
const listQuery = (q: string, sort: ClientSort, before: number | null) => ({
  q: q === '' ? undefined : q,
  sort: sort === 'last_visit' ? undefined : sort,
  limit: CLIENTS_PAGE_SIZE,
  before: before ?? undefined,
});

/** A page of the list: GET /workers/{id}/clients?q&sort&limit&before (before: the last client of the page before). */
export const clientsPageUrl = (workerId: number, q: string, sort: ClientSort, before: number | null) =>
  urlFor(ops.listClients, { id: workerId }, listQuery(q, sort, before));

/** The next page's cursor: the last client of a full page (a shorter page is the last). */
export const nextClientsPage = (last: readonly ClientSummary[]) => (last.length === CLIENTS_PAGE_SIZE ? last.at(-1)!.telegram_id : undefined);

const readPage = (query: { queryFn?: unknown }) => (query.queryFn as () => Promise<ClientSummary[]>)();

/** Everyone who has booked with the master, in pages (`meta.infinite`: the screen's early read fetches it as pages). */
export const clientsQuery = (workerId: number, q = '', sort: ClientSort = 'last_visit') =>
  infiniteQueryOptions<ClientSummary[], Error, InfiniteData<ClientSummary[], number | null>, readonly unknown[], number | null>({
    queryKey: clientKeys.list(workerId, q, sort),
    // One page is one entity GET of the operation (its URL and its parsing).
    queryFn: ({ pageParam }) => readPage(entityQuery(['clients-page'], ops.listClients, { id: workerId }, listQuery(q, sort, pageParam))),
    initialPageParam: null,
    getNextPageParam: (last) => nextClientsPage(last),
    meta: { url: clientsPageUrl(workerId, q, sort, null), infinite: true },
  });

/** A client's card: GET /workers/{id}/clients/{telegramId} (404: not a client of this master). */
export const clientCardQuery = (workerId: number, telegramId: number) =>
  entityQuery(clientKeys.card(workerId, telegramId), ops.getClient, { id: workerId, telegramId });

/**
 * PUT …/note: the master's private note. `leaving` sends it with fetch's keepalive, so a save made as
 * the app closes still arrives. The card in the cache takes the saved note at once.
 */
export function useSaveClientNote(workerId: number, telegramId: number) {
  const client = useQueryClient();
  return async (note: string, leaving = false) => {
    const params = { id: workerId, telegramId };
    const saved = leaving ? await sendKeepalive(ops.saveClientNote, { note }, params) : await send(ops.saveClientNote, { note }, params);
    client.setQueryData<ClientCard>(clientKeys.card(workerId, telegramId), (card) => (card ? { ...card, note: saved.note } : card));
    return saved;
  };
}

/** PUT …/block: the card shows the answer at once; the list is read again (its rows carry `blocked`). */
export function useSetClientBlocked(workerId: number, telegramId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => send(ops.setClientBlocked, { blocked }, { id: workerId, telegramId }),
    onSuccess: (saved) => {
      client.setQueryData<ClientCard>(clientKeys.card(workerId, telegramId), (card) => (card ? { ...card, blocked: saved.blocked } : card));
      void client.invalidateQueries({ queryKey: [...clientKeys.all(workerId), 'list'] });
    },
  });
}
