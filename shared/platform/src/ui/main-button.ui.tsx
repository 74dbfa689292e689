import { useEffect, useMemo, useRef } from 'react';
import { isInsideTelegram } from '../telegram/launch-params.lib';
import { useTelegramRuntime, useTelegramStatus } from '../telegram/telegram.store';
import { Button } from './button.ui';

export interface MainButtonOptions {
  text: string;
  onClick: () => void;
  /** Greyed out and not clickable (e.g. nothing selected yet). */
  disabled?: boolean;
  /** Shows Telegram's loader (or the on-page spinner) and blocks clicks. */
  busy?: boolean;
  /** Hide it altogether; default shown. */
  hidden?: boolean;
}

/**
 * Where the screen's main action goes: Telegram's main button (inside Telegram, on a client that
 * has one), the on-page button (outside Telegram, an old client, or the SDK failed to start), or
 * not known yet (inside Telegram while the SDK's code loads, for a moment after the first screen:
 * nothing is shown then, rather than a page button that would vanish).
 */
export type MainButtonPlace = 'telegram' | 'page' | 'waiting';

/** Drives Telegram's main button when that is where the action goes; returns where it goes. */
export function useMainButton({ text, onClick, disabled = false, busy = false, hidden = false }: MainButtonOptions): MainButtonPlace {
  const runtime = useTelegramRuntime();
  const status = useTelegramStatus();
  const inside = isInsideTelegram();
  // Mounting Telegram's button on first use is idempotent; it is asked once per started SDK.
  const native = useMemo(() => inside && runtime !== null && runtime.canUseMainButton(), [inside, runtime]);
  const handler = useRef(onClick);
  handler.current = onClick;
  useEffect(() => {
    if (!native || hidden || !runtime) return;
    return runtime.showMainButton({ text, enabled: !disabled, busy }, () => {
      if (!disabled && !busy) handler.current();
    });
  }, [native, runtime, hidden, text, disabled, busy]);
  if (native) return 'telegram';
  return inside && status === 'waiting' ? 'waiting' : 'page';
}

/** The screen's main action: Telegram's main button inside Telegram, a full-width page button outside. */
export function MainButton(props: MainButtonOptions) {
  const place = useMainButton(props);
  if (place !== 'page' || props.hidden) return null;
  return (
    <div className="bk-main-button">
      <Button block disabled={props.disabled} busy={props.busy} onClick={props.onClick}>
        {props.text}
      </Button>
    </div>
  );
}
