import { useEffect } from 'react';
import { backButton } from '@telegram-apps/sdk';

/**
 * Spec section 1: Telegram's back button is shown on every page but the first and goes back.
 * React Router numbers history entries (`idx`); entry 0 is where the user entered the app.
 * Call it with the router's location (to re-check on every page) and a stable way back.
 */
export function useTelegramBackButton(location: unknown, goBack: () => void): void {
  useEffect(() => {
    if (!backButton.isMounted()) return;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) backButton.show();
    else backButton.hide();
  }, [location]);

  useEffect(() => {
    if (!backButton.isMounted()) return;
    return backButton.onClick(goBack);
  }, [goBack]);
}
