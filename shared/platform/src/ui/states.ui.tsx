import type { ReactNode } from 'react';
import { Button } from './button.ui';
import { Spinner } from './spinner.ui';
import { uiTexts } from './ui.texts';

/** Loading: the spinner and 'Загрузка...' (docs/product.md, Messages and errors). */
export function LoadingState({ label = uiTexts.loading }: { label?: string }) {
  return (
    <div className="bk-state" data-testid="state-loading">
      <Spinner label={label} />
      <p className="bk-hint" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

/** A failed load: 'Ошибка загрузки данных' and, when given `onRetry`, a 'Повторить' button. */
export function ErrorState({ message = uiTexts.loadError, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="bk-state" data-testid="state-error">
      <p className="bk-error">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {uiTexts.retry}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show: the screen's own text (e.g. 'Мастеров нет', 'Услуг нет'). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="bk-state" data-testid="state-empty">
      <p className="bk-hint">{message}</p>
      {children}
    </div>
  );
}
