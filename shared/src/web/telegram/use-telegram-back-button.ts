import { useEffect } from 'react';
import { hideBackButton, isBackButtonMounted, onBackButtonClick, showBackButton } from '@telegram-apps/sdk';

/** Whether the back button shows at history entry `idx` on `pathname`: not on the entry page, not on Home. */
export const backButtonWanted = (idx: number, pathname: string) => idx > 0 && pathname.replace(/\/+$/, '') !== '';

/**
 * Spec section 1: Telegram's back button is shown on every page but the first and goes back.
 * React Router numbers history entries (`idx`); entry 0 is where the user entered the app. Home is
 * the top of the app: reached again through a link it is one entry further, but not deeper, so the
 * button stays hidden there. Call it with the router's location (to re-check on every page) and a stable way back.
 */
export function useTelegramBackButton(location: unknown, goBack: () => void): void {
  useEffect(() => {
    if (!isBackButtonMounted()) return;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backButtonWanted(idx, window.location.pathname)) showBackButton();
    else hideBackButton();
  }, [location]);

  useEffect(() => {
    if (!isBackButtonMounted()) return;
    return onBackButtonClick(goBack);
  }, [goBack]);
}
