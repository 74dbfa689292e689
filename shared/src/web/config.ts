/**
 * Front-end configuration, fixed at build time from `PUBLIC_*` environment variables.
 * The API is same-origin (`/api`) unless PUBLIC_API_BASE_URL points elsewhere.
 */
export const webConfig = {
  apiBaseUrl: import.meta.env.PUBLIC_API_BASE_URL || '/api',
  /** Offer the demo-user picker outside Telegram; the server must run with DEMO on as well. */
  demo: (import.meta.env.PUBLIC_DEMO ?? 'true') !== 'false',
  /**
   * The Telegram bot whose Mini App this is (without '@'): masters' invite links open it with the
   * worker's uuid as the start parameter. Set PUBLIC_BOT_USERNAME at build time for a real bot; the
   * default names the demo setup and leads nowhere real.
   */
  botUsername: (import.meta.env.PUBLIC_BOT_USERNAME || 'booking_demo_bot').replace(/^@/, ''),
  /**
   * The footer's 'Политика конфиденциальности' and 'Пользовательское соглашение' (spec section 2).
   * Defaults: Telegram's standard privacy policy for bots and its Mini Apps terms, which apply to a
   * bot that publishes none of its own; set PUBLIC_PRIVACY_URL and PUBLIC_TERMS_URL to the product's.
   */
  privacyUrl: import.meta.env.PUBLIC_PRIVACY_URL || 'https://telegram.org/privacy-tpa',
  termsUrl: import.meta.env.PUBLIC_TERMS_URL || 'https://telegram.org/tos/mini-apps',
  /**
   * Maps search used by address buttons: the address is appended URL-encoded. Default Yandex Maps
   * (the product's users are in Russia); set PUBLIC_MAPS_SEARCH_URL for another service.
   */
  mapsSearchUrl: import.meta.env.PUBLIC_MAPS_SEARCH_URL || 'https://yandex.ru/maps/?text=',
  /** The tunnel service's header that skips its browser warning page (spec section 1). */
  tunnelHeader: ['ngrok-skip-browser-warning', 'true'] as const,
} as const;
