/**
 * Front-end singletons and building blocks shared by the shell and every remote. Module
 * Federation shares this module as a singleton, so each export exists once per page.
 */
export { webConfig } from './config';
export { apiClient, apiErrorMessage } from './api/api-client';
export { queryClient, GC_TIME_MS } from './api/query-client';
export { parseResponse } from './api/parse-response';
export { sessionStore, useSession } from './session/session.store';
export type { LaunchData, SessionState } from './session/session.store';
export { startApp } from './app-frame/start-app';
export { ErrorBoundary, EnvUnsupported, CrashScreen } from './app-frame/status-screens.ui';
export { buildLaunchHash, hashHasLaunchParams, isInsideTelegram } from './telegram/launch-params.lib';
export { ERR_NOT_SUPPORTED } from './telegram/init-telegram';
export { useTelegramBackButton } from './telegram/use-telegram-back-button';
export { AreaRoot } from './router/area-root';
export { useLocationSync } from './router/location-sync';
export { Spinner } from './ui/spinner.ui';
export { Avatar } from './ui/avatar.ui';
export { useDragScroll } from './ui/use-drag-scroll';
export { DRAG_SCROLL_MULTIPLIER, DRAG_DEAD_ZONE_PX } from './ui/drag-scroll.lib';
export { areaForPath, clientRoutes, masterRoutes, masterTabs, masterTabPaths, plansRoutes } from './router/area-routes';
export type { Area, MasterTab } from './router/area-routes';
export { notify, NOTICE_DEFAULT_MS } from './ui/notice.store';
export { NoticeHost } from './ui/notice-host.ui';
export { ConfirmDialog } from './ui/confirm-dialog.ui';
export { PlaceholderPage } from './ui/placeholder-page.ui';
