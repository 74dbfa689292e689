import { lazy, Suspense } from 'react';
import { send } from '../entities/entity-fetch.lib';
import { entityQuery } from '../entities/entity-query.lib';
import { isInsideTelegram } from '../telegram/launch-params.lib';
import { addToHomeScreen, homeScreenStatus } from '../telegram/reach';
import { Button } from '../ui/button.ui';
import { uiTexts } from '../ui/ui.texts';

const HomeScreenPrompt = lazy(() => import('./home-screen-prompt.ui'));

/**
 * What the lazy prompt uses of the platform, handed over rather than imported there: a module the
 * lazy chunk imports would be split out of the platform's one concatenated module, about 1 KB more
 * on every cold start.
 */
const kit = { Button, entityQuery, send, addToHomeScreen, homeScreenStatus, later: uiTexts.writeAccessLater };
export type HomeScreenKit = typeof kit;

/**
 * Issue 43: the offer to put the app on the home screen (home-screen-prompt.ui.tsx), for the areas'
 * success and bookings screens. Its code loads only inside Telegram.
 */
export function HomeScreenOffer() {
  if (!isInsideTelegram()) return null;
  return (
    <Suspense fallback={null}>
      <HomeScreenPrompt kit={kit} />
    </Suspense>
  );
}
