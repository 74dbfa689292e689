import { links } from '@booking/contracts/links';
import { API_HEADERS } from '@booking/contracts/names';

/**
 * Build-time variables: Rsbuild replaces `import.meta.env` in every app that compiles this package.
 * Where nothing does (a remote's build evaluates its screen descriptors in Node for its screens
 * file, build/screens-file.plugin.mjs), there are none and the defaults below hold.
 */
const env: Partial<Record<string, string>> = (import.meta as unknown as { env?: Partial<Record<string, string>> }).env ?? {};

/**
 * Front-end configuration, fixed at build time from `PUBLIC_*` environment variables.
 * The API is same-origin (`/api`) unless PUBLIC_API_BASE_URL points elsewhere.
 */
export const webConfig = {
  apiBaseUrl: env.PUBLIC_API_BASE_URL || '/api',
  /**
   * The Telegram bot whose Mini App this is (without '@'): masters' invite links open it with the
   * worker's uuid as the start parameter. Set PUBLIC_BOT_USERNAME at build time for a real bot; the
   * default names the demo setup and leads nowhere real.
   */
  botUsername: (env.PUBLIC_BOT_USERNAME || 'booking_demo_bot').replace(/^@/, ''),
  /**
   * The MAX bot whose mini app this is: masters' MAX invite links (`https://max.ru/<name>?startapp=<worker uuid>`)
   * open it. Set PUBLIC_MAX_BOT_NAME at build time for a real bot; the default, like the Telegram one's, leads nowhere real.
   */
  maxBotName: (env.PUBLIC_MAX_BOT_NAME || 'booking_demo_bot').replace(/^@/, ''),
  /**
   * Maps search used by address buttons: the address is appended URL-encoded. Default Yandex Maps
   * (the product's users are in Russia); set PUBLIC_MAPS_SEARCH_URL for another service.
   */
  mapsSearchUrl: env.PUBLIC_MAPS_SEARCH_URL || 'https://yandex.ru/maps/?text=',
  /**
   * Privacy policy and terms of use, linked from the welcome screens (opened in a new tab). Default:
   * the product's own pages `/privacy` and `/terms` (client area, open without launch data); set
   * PUBLIC_PRIVACY_URL / PUBLIC_TERMS_URL to host the texts elsewhere.
   */
  privacyUrl: env.PUBLIC_PRIVACY_URL || links.privacy(),
  termsUrl: env.PUBLIC_TERMS_URL || links.terms(),
  /** The tunnel service's header that skips its browser warning page (docs/product.md, Identity and start-up). */
  tunnelHeader: API_HEADERS.tunnel,
} as const;
