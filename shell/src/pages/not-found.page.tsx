import { Link } from 'react-router-dom';
import { shellTexts } from '../app/shell.texts';

export function NotFoundPage() {
  return (
    <main className="bk-status" data-testid="not-found">
      <h1>{shellTexts.notFoundTitle}</h1>
      <p className="bk-hint">{shellTexts.notFoundMessage}</p>
      <Link className="bk-button" to="/">
        {shellTexts.toHome}
      </Link>
    </main>
  );
}
