import { isInsideTelegram } from '../telegram/launch-params.lib';
import { whenTelegramSettled } from '../telegram/telegram.store';
import { confirm } from './confirm.store';

export interface AlertOptions {
  title: string;
  message: string;
  /** The one button's label outside Telegram (inside, Telegram's own 'OK'). */
  okLabel: string;
}

/**
 * Tells the user something that needs acknowledging (docs/product.md, Messages and errors: 'Не удалось записаться:' with
 * the server's message). Inside Telegram it is Telegram's popup with its OK button; outside, the
 * on-page dialog of {@link confirm} with one button. Resolves when it is closed.
 */
export async function alert({ title, message, okLabel }: AlertOptions): Promise<void> {
  const runtime = isInsideTelegram() ? await whenTelegramSettled() : null;
  const native = runtime?.popup({ title, message, buttons: [{ id: 'ok', type: 'ok' }] });
  if (native) {
    await native;
    return;
  }
  await confirm({ title, message, confirmLabel: okLabel, cancelLabel: '' });
}
