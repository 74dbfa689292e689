import { useCallback, useEffect, useReducer } from 'react';
import { HINT_HIDE_MS, hintsReducer, loadHints, saveHints, type HintAction, type HintTrack } from '../../entities/schedule/schedule-hints.lib';

export interface ScheduleHints {
  /** The hint on screen: its track and step, or null. */
  shown: { track: HintTrack; step: number } | null;
  /** Report what the master did; the matching hint advances. */
  act: (action: HintAction) => void;
  /** Show the first unfinished hint (when the page opens). */
  start: () => void;
  skip: () => void;
}

/** The schedule's onboarding hints for one master: progress in localStorage, each hint hidden after 4 s. */
export function useScheduleHints(workerId: number): ScheduleHints {
  const [state, dispatch] = useReducer(hintsReducer, workerId, (id) => loadHints(id));

  useEffect(() => saveHints(workerId, state), [workerId, state]);
  useEffect(() => {
    if (!state.shown) return;
    const timer = setTimeout(() => dispatch({ type: 'hide' }), HINT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [state.shown]);

  const act = useCallback((action: HintAction) => dispatch({ type: 'action', action }), []);
  const start = useCallback(() => dispatch({ type: 'start' }), []);
  const skip = useCallback(() => dispatch({ type: 'skip' }), []);
  return { shown: state.shown, act, start, skip };
}
