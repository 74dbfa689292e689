import { entryPage, type AreaPages } from '@booking/platform/lazy-page';
import type { ScreenNameOf } from '@booking/platform';
import { PlansPage } from '../pages/plans/plans.page';

/** The page of each plans screen (`screens` in `@booking/platform`); the one page is in the entry. */
export const plansPages: AreaPages<ScreenNameOf<'plans'>> = {
  plans: entryPage(PlansPage),
};
