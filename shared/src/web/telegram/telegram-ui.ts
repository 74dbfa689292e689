import { isMainButtonMounted, mountMainButton, onMainButtonClick, openPopup, setMainButtonParams } from '@telegram-apps/sdk';
import { isInsideTelegram } from './launch-params.lib';

export interface MainButtonParams {
  text: string;
  enabled: boolean;
  busy: boolean;
}

/** Whether Telegram's own main button can be used (inside Telegram, on a client that has one). */
export function canUseMainButton(): boolean {
  if (!isInsideTelegram()) return false;
  if (isMainButtonMounted()) return true;
  if (!mountMainButton.isAvailable()) return false;
  mountMainButton();
  return isMainButtonMounted();
}

/** Shows Telegram's main button with `params`; the returned function hides it and drops the click handler. */
export function showMainButton(params: MainButtonParams, onClick: () => void): () => void {
  setMainButtonParams({ text: params.text, isEnabled: params.enabled && !params.busy, isLoaderVisible: params.busy, isVisible: true });
  const off = onMainButtonClick(onClick);
  return () => {
    off();
    setMainButtonParams({ isVisible: false, isLoaderVisible: false });
  };
}

export interface PopupConfirm {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  destructive: boolean;
}

/** Telegram's native popup, when this client can show one; null otherwise (use the on-page dialog). */
export function telegramConfirm(options: PopupConfirm): Promise<boolean> | null {
  if (!isInsideTelegram() || !openPopup.isAvailable()) return null;
  return openPopup({
    // Telegram limits: title 64, message 256 characters.
    title: options.title.slice(0, 64),
    message: options.message.slice(0, 256),
    buttons: [
      { id: 'ok', type: options.destructive ? 'destructive' : 'default', text: options.confirmLabel },
      { id: 'cancel', type: 'default', text: options.cancelLabel },
    ],
  }).then((id) => id === 'ok');
}
