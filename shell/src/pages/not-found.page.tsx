import { shellTexts } from '../app/shell.texts';
import { navigateTo } from '../app/browser-location';

export function NotFoundPage() {
  return (
    <main className="bk-status" data-testid="not-found">
      <h1>{shellTexts.notFoundTitle}</h1>
      <p className="bk-hint">{shellTexts.notFoundMessage}</p>
      <a
        className="bk-button"
        href="/"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigateTo('/');
        }}
      >
        {shellTexts.toHome}
      </a>
    </main>
  );
}
