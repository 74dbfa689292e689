import { openPopup } from '@telegram-apps/sdk';
import { isInsideTelegram } from '../telegram/launch-params.lib';
import { confirm } from './confirm.store';

export interface AlertOptions {
  title: string;
  message: string;
  /** The one button's label outside Telegram (inside, Telegram's own 'OK'). */
  okLabel: string;
}

/**
 * Tells the user something that needs acknowledging (spec section 8: 'Не удалось записаться:' with
 * the server's message). Inside Telegram it is Telegram's popup with its OK button; outside, the
 * on-page dialog of {@link confirm} with one button. Resolves when it is closed.
 */
export async function alert({ title, message, okLabel }: AlertOptions): Promise<void> {
  if (isInsideTelegram() && openPopup.isAvailable()) {
    // Telegram limits: title 64, message 256 characters.
    await openPopup({ title: title.slice(0, 64), message: message.slice(0, 256), buttons: [{ id: 'ok', type: 'ok' }] });
    return;
  }
  await confirm({ title, message, confirmLabel: okLabel, cancelLabel: '' });
}
