/**
 * The chosen services are kept per worker in session storage (docs/product.md, Client screens: Service step),
 * so a reload (or going back from the time step) keeps them.
 */

/** The session-storage key of a worker's chosen services; a missing worker id counts as 0. */
export function selectionKey(workerId: number | string | null | undefined): string {
  const id = workerId === null || workerId === undefined || workerId === '' ? 0 : workerId;
  return `selectedServices_${id}`;
}

/**
 * A stored selection as service ids: accepted only as an array; entries converted
 * to numbers; empty ones dropped. Anything else (bad JSON, an object, NaN entries) is no selection.
 */
export function parseStoredSelection(raw: string | null | undefined): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const entry of value) {
    if (entry === null || entry === undefined || entry === '' || typeof entry === 'boolean' || typeof entry === 'object') continue;
    const id = Number(entry);
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Reads a worker's stored selection (storage errors, e.g. private mode, mean no selection). */
export function loadSelection(workerId: number | string | null | undefined, storage: Storage = sessionStorage): number[] {
  try {
    return parseStoredSelection(storage.getItem(selectionKey(workerId)));
  } catch {
    return [];
  }
}

/** Stores a worker's selection; failures only cost the reload memory, so they are ignored. */
export function saveSelection(workerId: number | string | null | undefined, ids: readonly number[], storage: Storage = sessionStorage): void {
  try {
    storage.setItem(selectionKey(workerId), JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the selection still lives in the page and in navigation state.
  }
}
