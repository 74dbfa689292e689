import { useEffect, useState } from 'react';
import { CLIENT_SORTS } from '@booking/contracts/analytics';
import type { ClientSort } from '../../entities/client/clients.api';
import { texts } from '../../entities/client/clients.texts';

/** Quiet time after the last keystroke before the search is asked. */
export const SEARCH_DELAY_MS = 300;

/** Each sort's label, by its key in the catalogue (read when shown, so in the page's language). */
const SORT_LABEL = { last_visit: 'sortLastVisit', visits: 'sortVisits', spent: 'sortSpent' } as const satisfies Record<ClientSort, keyof typeof texts>;

interface ClientsToolbarProps {
  /** The search in force (from the address); the field keeps what is typed meanwhile. */
  q: string;
  sort: ClientSort;
  onSearch: (q: string) => void;
  onSort: (sort: ClientSort) => void;
}

/** The list's search (by name or username, asked once typing pauses) and its sort. */
export function ClientsToolbar({ q, sort, onSearch, onSort }: ClientsToolbarProps) {
  const [typed, setTyped] = useState(q);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q, onSearch]);
  return (
    <div className="bk-clients-toolbar">
      <input
        type="search"
        className="bk-clients-toolbar__search"
        aria-label={texts.clientsSearch}
        placeholder={texts.clientsSearch}
        value={typed}
        maxLength={100}
        onChange={(e) => setTyped(e.target.value)}
      />
      <div role="group" aria-label={texts.clientsSort} className="bk-clients-toolbar__sort">
        {CLIENT_SORTS.map((s) => (
          <button key={s} type="button" aria-pressed={s === sort} className="bk-chip" onClick={() => onSort(s)}>
            {texts[SORT_LABEL[s]]}
          </button>
        ))}
      </div>
    </div>
  );
}
