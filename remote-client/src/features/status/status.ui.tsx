import { Link } from 'react-router-dom';
import { Button, useSession, callerIdOf, pathTo, requestSignIn } from '@booking/platform';
import { screens } from '../../shared/screens';
import { texts } from '../../shared/texts';

/** A page-sized message: a missing thing, or what the user can do about it. */
export function StatusMessage({ title, message, testId }: { title: string; message?: string; testId?: string }) {
  return (
    <main className="bk-page bk-status-page" role="alert" data-testid={testId ?? 'client-status'}>
      <h1>{title}</h1>
      {message && <p className="bk-hint">{message}</p>}
      <Link className="bk-button" to={pathTo(screens.home)}>
        {texts.toHome}
      </Link>
    </main>
  );
}

/** Bad or unknown route params (or an unknown client path): the not-found screen. */
export function NotFound({ title = texts.notFoundTitle }: { title?: string }) {
  return <StatusMessage title={title} message={texts.notFoundMessage} testId="not-found" />;
}

/** The caller's Telegram id, or null when the launch data names no user. */
export const useTelegramId = () => useSession(callerIdOf);

/**
 * Nobody to show bookings for. In a plain browser, a guest: they may sign in ('Войти'). Inside
 * Telegram, launch data without a user (Telegram opened the app outside a chat with the bot): say
 * so instead of an empty screen.
 */
export function NoUser() {
  const web = useSession((s) => s.web !== null);
  if (web) {
    return (
      <div className="bk-state" data-testid="guest">
        <p>
          <strong>{texts.guestTitle}</strong>
        </p>
        <p className="bk-hint">{texts.guestMessage}</p>
        <Button onClick={() => void requestSignIn()}>{texts.signIn}</Button>
      </div>
    );
  }
  return (
    <div className="bk-state" role="alert" data-testid="no-user">
      <p>
        <strong>{texts.noUserTitle}</strong>
      </p>
      <p className="bk-hint">{texts.noUserMessage}</p>
    </div>
  );
}
