import { lazy, Suspense } from 'react';

// The choice sits at the end of Home and of the profile: its code comes after the screen's own,
// so a cold start does not wait on it.
const Choice = lazy(() => import('./language-choice.ui').then((m) => ({ default: m.LanguageChoice })));

/** 'Язык' / 'Language' (language-choice.ui.tsx), loaded when first shown. */
export function LanguageChoice() {
  return (
    <Suspense fallback={null}>
      <Choice />
    </Suspense>
  );
}
