import { entryPage, type AreaPages } from '@booking/shared/delivery/lazy-page';
import type { ScreenNameOf } from '@booking/shared/web';
import { PlansPage } from '../pages/plans/plans.page';

/** The page of each plans screen (`screens` in `@booking/shared/web`); the one page is in the entry. */
export const plansPages: AreaPages<ScreenNameOf<'plans'>> = {
  plans: entryPage(PlansPage),
};
