import { useEffect } from 'react';
import { announceScreenShown, links } from '@booking/platform';
import { shellTexts } from '../app/shell.texts';
import { navigateTo } from '../app/browser-location';

export function NotFoundPage() {
  // A screen of the shell's own: the Telegram SDK (the back button) may start now.
  useEffect(announceScreenShown, []);
  return (
    <main className="bk-status" data-testid="not-found">
      <h1>{shellTexts.notFoundTitle}</h1>
      <p className="bk-hint">{shellTexts.notFoundMessage}</p>
      <a
        className="bk-button"
        href={links.home()}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigateTo(links.home());
        }}
      >
        {shellTexts.toHome}
      </a>
    </main>
  );
}
