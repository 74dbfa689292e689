import { useEffect } from 'react';

interface Args {
  date: string | null;
  /** The date was chosen for the client (the first available), not by them. */
  auto: boolean;
  dates: readonly string[] | undefined;
  dayLoaded: boolean;
  offered: number;
  setDate: (date: string) => void;
}

/**
 * The first available date the API lists can be today with all of its time already past (or
 * inside the lead time). When the date was picked for the client and it offers nothing, move on
 * to the next available date, so the screen opens on a day with times. A date the client chose
 * stays, empty or not.
 */
export function useSkipEmptyFirstDate({ date, auto, dates, dayLoaded, offered, setDate }: Args) {
  useEffect(() => {
    if (!auto || !date || !dates || !dayLoaded || offered > 0) return;
    const next = [...dates].sort().find((d) => d > date);
    if (next) setDate(next);
  }, [auto, date, dates, dayLoaded, offered, setDate]);
}
