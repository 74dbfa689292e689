/** The first service's onboarding, 4 steps, each hint hides after 4 s (docs/product.md: States and Constants). */
export const HINT_STEPS = ['category', 'title', 'price', 'submit'] as const;
export type HintEvent = (typeof HINT_STEPS)[number];
export const HINT_HIDE_MS = 4000;

export interface HintState {
  /** Index of the step the user is on; HINT_STEPS.length when done. */
  step: number;
  visible: boolean;
}

export const initialHints = (enabled: boolean): HintState => (enabled ? { step: 0, visible: true } : { step: HINT_STEPS.length, visible: false });

/**
 * The user did `event`: the step it completes advances the hints and shows the next one; events
 * out of order (typing a title before choosing a category) change nothing.
 */
export function advanceHints(state: HintState, event: HintEvent): HintState {
  if (HINT_STEPS[state.step] !== event) return state;
  const step = state.step + 1;
  return { step, visible: step < HINT_STEPS.length };
}
