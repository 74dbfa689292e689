import { useEffect, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirmation: focus starts on the safe button, Escape and the backdrop cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { onCancel } = props;
  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div className="bk-backdrop" onClick={props.onCancel}>
      <div role="alertdialog" aria-modal="true" aria-labelledby="bk-confirm-title" className="bk-dialog" onClick={(e) => e.stopPropagation()}>
        <h2 id="bk-confirm-title">{props.title}</h2>
        <div className="bk-dialog__body">{props.children}</div>
        <div className="bk-dialog__actions">
          <button type="button" className={`bk-button ${props.destructive ? 'bk-button--danger' : ''}`} disabled={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
          <button ref={cancelRef} type="button" className="bk-button bk-button--plain" disabled={props.busy} onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
