import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { backButton } from '@telegram-apps/sdk';

/**
 * Spec section 1: Telegram's back button is shown on every page but the first and goes back.
 * React Router numbers history entries (`idx`); entry 0 is where the user entered the app.
 */
export function useTelegramBackButton(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!backButton.isMounted()) return;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) backButton.show();
    else backButton.hide();
  }, [location]);

  useEffect(() => {
    if (!backButton.isMounted()) return;
    return backButton.onClick(() => navigate(-1));
  }, [navigate]);
}
