import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { signInStore } from '../../session/sign-in.store';

// The sheet's code (and the phone mask's) loads only when it opens: a guest who only looks never downloads it.
const SignInSheet = lazy(() => import(/* webpackChunkName: "sign-in" */ './sign-in-sheet.ui'));

/** Where the sign-in sheet appears, outside the messengers, whenever an action asks for a person. */
export function SignInHost() {
  const open = useStore(signInStore, (s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <SignInSheet />
    </Suspense>
  ) : null;
}
