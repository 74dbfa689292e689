import { useEffect } from 'react';
import { useTelegramRuntime } from './telegram.store';

/** Whether the back button shows at history entry `idx` on `pathname`: not on the entry page, not on Home. */
export const backButtonWanted = (idx: number, pathname: string) => idx > 0 && pathname.replace(/\/+$/, '') !== '';

/**
 * Telegram's back button is shown on every page but the first and goes back (docs/product.md,
 * Identity and start-up).
 * React Router numbers history entries (`idx`); entry 0 is where the user entered the app. Home is
 * the top of the app: reached again through a link it is one entry further, but not deeper, so the
 * button stays hidden there. Call it with the router's location (to re-check on every page) and a
 * stable way back. It takes effect once the Telegram SDK has started (after the first screen).
 */
export function useTelegramBackButton(location: unknown, goBack: () => void): void {
  const runtime = useTelegramRuntime();
  useEffect(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    runtime?.setBackButtonVisible(backButtonWanted(idx, window.location.pathname));
  }, [runtime, location]);

  useEffect(() => runtime?.onBackButton(goBack), [runtime, goBack]);
}
