import { lazy, Suspense } from 'react';
import { isInsideTelegram } from '@booking/platform';

const HomeScreenPrompt = lazy(() => import('./home-screen-prompt.ui'));

/**
 * The offer to put the app on the home screen (home-screen-prompt.ui.tsx), for the areas'
 * success and bookings screens. Its code loads only inside Telegram.
 */
export function HomeScreenOffer() {
  if (!isInsideTelegram()) return null;
  return (
    <Suspense fallback={null}>
      <HomeScreenPrompt />
    </Suspense>
  );
}
