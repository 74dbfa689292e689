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

// --- Calendar and date selector (spec section 2 "Date selector and calendar"), used by the client
// booking flow, the master's bookings day view and the master schedule. Dates are 'YYYY-MM-DD'.
/** Month calendar (Monday first, six weeks, spec day marks, keyboard grid, 500 ms long press). */
export { Calendar } from './calendar/calendar.ui';
export type { CalendarProps } from './calendar/calendar.ui';
/** Arrows between dates, the spec label, and a toggle that opens the Calendar. */
export { DateSelector } from './calendar/date-selector.ui';
export type { DateSelectorProps } from './calendar/date-selector.ui';
/** Pure date rules behind both: labels, grid, marks, "today" in a timezone. */
export {
  EARLIEST_VIEWABLE, LONG_PRESS_MS, LONG_PRESS_MOVE_PX, DEFAULT_TIME_ZONE, WEEKDAY_HEADERS,
  todayIn, addDays, addMonths, daysBetween, monthOf, shiftMonth, compareMonths,
  dayOffsetLabel, weekdayShort, formatDayMonth, dateLabel, monthLabel, fullDateLabel, monthGrid, dayMarks, keyTarget,
} from './calendar/calendar.lib';
export type { IsoDate, YearMonth, GridDay, MarkContext, DayMarks } from './calendar/calendar.lib';
export { defaultDate, stepDate } from './calendar/date-selector.lib';
/** Multi-select of several days (master schedule) as a reducer for `useReducer`. */
export { multiSelectReducer, MULTI_SELECT_IDLE } from './calendar/multi-select.lib';
export type { MultiSelectState, MultiSelectAction } from './calendar/multi-select.lib';
// --- end calendar
