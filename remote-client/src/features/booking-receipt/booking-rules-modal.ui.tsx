import { useState } from 'react';
import { Button, Modal } from '@booking/platform';
import { texts } from '../../shared/texts';

/** 'Правила бронирования': opens by itself when the master has written rules (docs/product.md, Client screens). */
export function BookingRulesModal({ rules }: { rules: string | null | undefined }) {
  const [open, setOpen] = useState(true);
  if (!rules?.trim() || !open) return null;
  return (
    <Modal title={texts.bookingRules} onClose={() => setOpen(false)}>
      <p className="bk-rules-text">{rules}</p>
      <Button block onClick={() => setOpen(false)}>
        {texts.alertOk}
      </Button>
    </Modal>
  );
}
