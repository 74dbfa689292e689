import { lazy, Suspense } from 'react';
import { isInsideTelegram } from '../telegram/launch-params.lib';

const HomeScreenPrompt = lazy(() => import('./home-screen-prompt.ui'));

/**
 * Issue 43: the offer to put the app on the home screen (home-screen-prompt.ui.tsx), for the areas'
 * success and bookings screens. Its code loads only inside Telegram, after the screen is shown.
 */
export function HomeScreenOffer() {
  if (!isInsideTelegram()) return null;
  return (
    <Suspense fallback={null}>
      <HomeScreenPrompt />
    </Suspense>
  );
}
