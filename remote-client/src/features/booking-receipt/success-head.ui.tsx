import type { ReactNode } from 'react';
import { texts } from '../../shared/texts';

/** The success mark and 'Запись оформлена!' over what was booked: the success page's, and the payment return page's once paid. */
export function SuccessHead({ children = texts.bookedConfirmed }: { children?: ReactNode }) {
  return (
    <header className="bk-success__head">
      <div className="bk-success__mark" aria-hidden="true">
        ✓
      </div>
      <h1>{texts.bookedTitle}</h1>
      <p className="bk-hint">{children}</p>
    </header>
  );
}
