import { useRef } from 'react';
import { Button } from './button.ui';
import { usePendingConfirm } from './confirm.store';
import { Modal } from './modal.ui';

/**
 * Renders the question of {@link confirm} outside Telegram. Mount one per area root, next to
 * NoticeHost. Focus starts on the safe (cancel) button; an empty `cancelLabel` leaves it out (an alert).
 */
export function ConfirmHost() {
  const pending = usePendingConfirm();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!pending) return null;
  return (
    <Modal title={pending.title} role="alertdialog" closeButton={false} initialFocus={cancelRef} onClose={() => pending.resolve(false)}>
      <div className="bk-dialog__body">{pending.message}</div>
      <div className="bk-dialog__actions">
        <Button variant={pending.destructive ? 'destructive' : 'primary'} onClick={() => pending.resolve(true)}>
          {pending.confirmLabel}
        </Button>
        {pending.cancelLabel && (
          <Button ref={cancelRef} variant="secondary" onClick={() => pending.resolve(false)}>
            {pending.cancelLabel}
          </Button>
        )}
      </div>
    </Modal>
  );
}
