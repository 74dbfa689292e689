import { useEffect, useRef, useState } from 'react';
import { canUseMainButton, showMainButton } from '../telegram/telegram-ui';
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
 * Drives Telegram's main button inside Telegram; returns whether it did. When it returns false
 * (outside Telegram, or an old client), render {@link MainButton}'s on-page fallback instead —
 * or simply use `<MainButton>`, which does both.
 */
export function useMainButton({ text, onClick, disabled = false, busy = false, hidden = false }: MainButtonOptions): boolean {
  const [native] = useState(canUseMainButton);
  const handler = useRef(onClick);
  handler.current = onClick;
  useEffect(() => {
    if (!native || hidden) return;
    return showMainButton({ text, enabled: !disabled, busy }, () => {
      if (!disabled && !busy) handler.current();
    });
  }, [native, hidden, text, disabled, busy]);
  return native;
}

/** The screen's main action: Telegram's main button inside Telegram, a full-width page button outside. */
export function MainButton(props: MainButtonOptions) {
  const native = useMainButton(props);
  if (native || props.hidden) return null;
  return (
    <div className="bk-main-button">
      <Button block disabled={props.disabled} busy={props.busy} onClick={props.onClick}>
        {props.text}
      </Button>
    </div>
  );
}
