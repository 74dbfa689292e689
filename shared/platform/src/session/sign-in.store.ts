import { createStore } from 'zustand';
import { callerIdOf, sessionStore } from './session.store';

/**
 * The sign-in sheet's state (outside the messengers): whether it is open, and who waits for it. An
 * action that needs a person ('Записаться', 'Мои записи', 'Войти', a 401) asks through
 * {@link requestSignIn}, and goes on when the sheet signs the person in.
 */
interface SignInState {
  open: boolean;
  waiting: ((signedIn: boolean) => void)[];
}

export const signInStore = createStore<SignInState>()(() => ({ open: false, waiting: [] }));

/** Opens the sheet; true once a person is signed in (at once if one is), false if it is closed first. */
export function requestSignIn(): Promise<boolean> {
  if (callerIdOf(sessionStore.getState()) !== null) return Promise.resolve(true);
  return new Promise((resolve) => signInStore.setState((s) => ({ open: true, waiting: [...s.waiting, resolve] })));
}

/** The sheet closes: everyone waiting hears whether a person is now signed in. */
export function finishSignIn(): void {
  const { waiting } = signInStore.getState();
  signInStore.setState({ open: false, waiting: [] });
  const signedIn = callerIdOf(sessionStore.getState()) !== null;
  for (const resolve of waiting) resolve(signedIn);
}
