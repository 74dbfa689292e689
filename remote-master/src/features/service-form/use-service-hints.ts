import { useCallback, useEffect, useState } from 'react';
import { texts } from '../../shared/texts';
import { HINT_HIDE_MS, advanceHints, initialHints, type HintEvent } from './service-hints.lib';

/** The onboarding hint to show now (null when hidden or done), and the way to report a user's step. */
export function useServiceHints(enabled: boolean) {
  const [state, setState] = useState(() => initialHints(enabled));
  useEffect(() => {
    if (!state.visible) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, visible: false })), HINT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const report = useCallback((event: HintEvent) => setState((s) => advanceHints(s, event)), []);
  return { hint: state.visible ? texts.hints[state.step]! : null, step: state.step, report };
}
