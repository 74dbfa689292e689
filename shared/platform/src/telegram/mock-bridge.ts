import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk';
import { DEFAULT_THEME, LP, markBridgeMocked } from './launch-params.lib';

/**
 * Outside Telegram the SDK has no client to talk to. We answer the few requests the start-up
 * makes (theme, viewport, safe areas) the way a client would, using the launch parameters from
 * the hash. This grants nothing: the API still only accepts init data signed with the bot token.
 */
export function mockBridgeFromQuery(query: string): void {
  const params = new URLSearchParams(query.replace(/^#/, ''));
  let theme: Record<string, `#${string}`> = { ...DEFAULT_THEME };
  try {
    theme = { ...theme, ...JSON.parse(params.get(LP.themeParams) ?? '{}') };
  } catch {
    // A malformed theme is not worth failing the launch for: the default theme stays.
  }
  const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };
  markBridgeMocked();
  mockTelegramEnv({
    launchParams: params,
    resetPostMessage: true,
    onEvent(event, next) {
      const [method, params] = event;
      // Outside Telegram nobody receives these calls; announcing them lets QA tools and the e2e
      // tests see what the app asked Telegram to do (show the back button, expand, ...).
      window.dispatchEvent(new CustomEvent('booking:telegram-method', { detail: { method, params } }));
      if (method === 'web_app_request_theme') return emitEvent('theme_changed', { theme_params: theme });
      if (method === 'web_app_request_viewport') {
        return emitEvent('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      }
      if (method === 'web_app_request_content_safe_area') return emitEvent('content_safe_area_changed', noInsets);
      if (method === 'web_app_request_safe_area') return emitEvent('safe_area_changed', noInsets);
      next();
    },
  });
}
