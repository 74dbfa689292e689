import { useCallback, useState } from 'react';
import { loadSelection, saveSelection } from './selection-storage.lib';

/**
 * The services a client has chosen for one worker, in the order chosen, kept in session storage
 * (docs/product.md, Client screens: Service step) so a reload or a step back keeps them.
 */
export function useServiceSelection(workerId: number | string | undefined) {
  const [state, setState] = useState(() => ({ workerId, ids: loadSelection(workerId) }));
  // Another worker's screen in the same component (route change): start from that worker's selection.
  const current = state.workerId === workerId ? state : { workerId, ids: loadSelection(workerId) };
  if (current !== state) setState(current);

  const toggle = useCallback(
    (id: number) =>
      setState((prev) => {
        const ids = prev.ids.includes(id) ? prev.ids.filter((x) => x !== id) : [...prev.ids, id];
        saveSelection(prev.workerId, ids);
        return { ...prev, ids };
      }),
    [],
  );
  const replace = useCallback(
    (ids: number[]) =>
      setState((prev) => {
        saveSelection(prev.workerId, ids);
        return { ...prev, ids };
      }),
    [],
  );
  return { ids: current.ids, toggle, replace };
}
