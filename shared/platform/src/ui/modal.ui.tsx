import { useEffect, useId, useRef, type ReactNode } from 'react';
import { uiTexts } from './ui.texts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' slides from the bottom (default); 'center' for a dialog in the middle (e.g. a gallery). */
  variant?: 'sheet' | 'center';
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** The element to focus first; default the first focusable one inside. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** Show the '×' close button in the header (default true). */
  closeButton?: boolean;
}

/**
 * The modal primitive: labelled by its title, focus moves in and stays in (Tab wraps), Escape and
 * a click on the overlay close it, focus returns to where it was when it closes.
 */
export function Modal({ title, onClose, children, variant = 'sheet', role = 'dialog', initialFocus, closeButton = true }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
      } else if (e.key === 'Tab' && panel.current) {
        const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return e.preventDefault();
        const [head, tail] = [items[0]!, items[items.length - 1]!];
        const active = document.activeElement;
        if (e.shiftKey && (active === head || !panel.current.contains(active))) {
          e.preventDefault();
          tail.focus();
        } else if (!e.shiftKey && (active === tail || !panel.current.contains(active))) {
          e.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [initialFocus]);

  return (
    <div className={`bk-backdrop bk-backdrop--${variant}`} data-testid="modal-overlay" onClick={() => close.current()}>
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`bk-dialog bk-dialog--${variant}`}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="bk-dialog__head">
          <h2 id={titleId}>{title}</h2>
          {closeButton && (
            <button type="button" className="bk-link bk-dialog__close" aria-label={uiTexts.close} onClick={() => close.current()}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
