import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'destructive';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'bk-button',
  secondary: 'bk-button bk-button--plain',
  destructive: 'bk-button bk-button--danger',
};

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Work in progress: the button is disabled, says so to screen readers and shows a small spinner. */
  busy?: boolean;
  /** Full width of its container. */
  block?: boolean;
}

/** The one button: primary, secondary or destructive; `busy` and `disabled` both block clicks. */
export function Button({ variant = 'primary', busy = false, block = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const classes = [VARIANT_CLASS[variant], block ? 'bk-button--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <span className="bk-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
