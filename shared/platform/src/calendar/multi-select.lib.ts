import type { IsoDate } from './calendar.lib';

/** Several days chosen at once (master schedule). `dates` stay in the order they were picked. */
export interface MultiSelectState {
  active: boolean;
  dates: readonly IsoDate[];
}

export type MultiSelectAction =
  /** A long press on `date`: enters the mode with that day, when the day is not past. */
  | { type: 'longPress'; date: IsoDate; today: IsoDate }
  /** A tap on `date` while in the mode: adds or removes it; fewer than 2 left leaves the mode. */
  | { type: 'toggle'; date: IsoDate; today: IsoDate }
  /** The close button: leaves the mode and clears the days. */
  | { type: 'close' };

export const MULTI_SELECT_IDLE: MultiSelectState = { active: false, dates: [] };

/**
 * The multi-select rules (docs/product.md, States: Several days) as a reducer (use with `useReducer`). Past days are never
 * picked; a long press in the mode and a tap outside it change nothing (the calendar's own single
 * selection handles those taps). Unchanged input returns the same state object.
 */
export function multiSelectReducer(state: MultiSelectState, action: MultiSelectAction): MultiSelectState {
  switch (action.type) {
    case 'close':
      return state.active || state.dates.length > 0 ? MULTI_SELECT_IDLE : state;
    case 'longPress':
      if (state.active || action.date < action.today) return state;
      return { active: true, dates: [action.date] };
    case 'toggle': {
      if (!state.active || action.date < action.today) return state;
      if (!state.dates.includes(action.date)) return { active: true, dates: [...state.dates, action.date] };
      const dates = state.dates.filter((d) => d !== action.date);
      return dates.length < 2 ? MULTI_SELECT_IDLE : { active: true, dates };
    }
  }
}
