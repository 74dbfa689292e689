/**
 * Onboarding hints of the schedule (docs/product.md, States): five for a single day and five for multi-select,
 * each advancing when the master does what it asks, each hiding 4 s after it shows, shown once per
 * master (progress remembered in localStorage) and skippable.
 */
export const HINT_HIDE_MS = 4000;

/** What the master did, as the hints understand it. */
export type HintAction =
  | 'selectDay' | 'editWork' | 'editBreaks' | 'save' | 'copyPaste'
  | 'enterMulti' | 'toggleDay' | 'editMulti' | 'applyMulti' | 'closeMulti';

export type HintTrack = 'single' | 'multi';

/** Step i of a track advances on action i. */
export const HINT_STEPS: Record<HintTrack, readonly HintAction[]> = {
  single: ['selectDay', 'editWork', 'editBreaks', 'save', 'copyPaste'],
  multi: ['enterMulti', 'toggleDay', 'editMulti', 'applyMulti', 'closeMulti'],
};

export interface HintsState {
  /** Next step of each track; the track's length means done. */
  step: Record<HintTrack, number>;
  /** The hint on screen, or null. */
  shown: { track: HintTrack; step: number } | null;
}

export type HintsEvent = { type: 'start' } | { type: 'action'; action: HintAction } | { type: 'hide' } | { type: 'skip' };

const TRACKS: readonly HintTrack[] = ['single', 'multi'];
const done = (step: HintsState['step'], track: HintTrack) => step[track] >= HINT_STEPS[track].length;
/** The hint of `track` if it is unfinished, else of the first unfinished track, else none. */
function hintFor(step: HintsState['step'], track: HintTrack): HintsState['shown'] {
  const next = [track, ...TRACKS].find((t) => !done(step, t));
  return next ? { track: next, step: step[next] } : null;
}

/**
 * `start` shows the first unfinished hint (the page opens); an action that is a track's current step
 * advances that track and shows its next hint (or the other track's, once it is done); `hide` is the
 * 4 s timeout; `skip` finishes every track. Any other action changes nothing.
 */
export function hintsReducer(state: HintsState, event: HintsEvent): HintsState {
  switch (event.type) {
    case 'start':
      return state.shown ? state : { ...state, shown: hintFor(state.step, 'single') };
    case 'hide':
      return state.shown ? { ...state, shown: null } : state;
    case 'skip':
      return { step: { single: HINT_STEPS.single.length, multi: HINT_STEPS.multi.length }, shown: null };
    case 'action': {
      const track = TRACKS.find((t) => HINT_STEPS[t][state.step[t]] === event.action);
      if (!track) return state;
      const step = { ...state.step, [track]: state.step[track] + 1 };
      return { step, shown: hintFor(step, track) };
    }
  }
}

const storageKey = (workerId: number) => `booking:schedule-hints:${workerId}`;

/** Progress remembered for a master; a fresh start when nothing (or nothing readable) is stored. */
export function loadHints(workerId: number, storage: Pick<Storage, 'getItem'> = localStorage): HintsState {
  const fresh: HintsState = { step: { single: 0, multi: 0 }, shown: null };
  try {
    const saved = JSON.parse(storage.getItem(storageKey(workerId)) ?? 'null') as Partial<Record<HintTrack, unknown>> | null;
    const read = (t: HintTrack) => (typeof saved?.[t] === 'number' ? Math.min(Math.max(0, saved[t]), HINT_STEPS[t].length) : 0);
    return { ...fresh, step: { single: read('single'), multi: read('multi') } };
  } catch {
    return fresh;
  }
}

export function saveHints(workerId: number, state: HintsState, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(storageKey(workerId), JSON.stringify(state.step));
  } catch {
    // Private mode or a full storage: the hints show again next time, nothing else breaks.
  }
}
