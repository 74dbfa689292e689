/**
 * What asks the user something through Telegram, for the areas' screens: the write-access prompt
 * and the home-screen offer. A separate entry, like the time step, not
 * re-exported by '@booking/platform': each area bundles it into the lazy chunk of the screen that
 * shows it, so no cold start carries it. Its files take what holds page-wide state (the API client,
 * the Telegram stores, the kit) from '@booking/platform' by name (lint enforces it).
 */
export { WriteAccessPrompt } from './write-access-prompt.ui';
export { HomeScreenOffer } from './home-screen-offer';
