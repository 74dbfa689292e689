/**
 * Front-end singletons and building blocks shared by the shell and every remote. Module
 * Federation shares this module as a singleton, so each export exists once per page.
 */
export { webConfig } from './lib/config';
export * from './i18n';
/** The linked paths of the contracts, from this singleton's copy (`links.plans()`): apps link across areas with them. */
export { links } from '@booking/contracts/links';
export { apiClient, apiErrorCode, apiErrorMessage } from './api/api-client';
export { queryClient } from './api/query-client';
export { parseResponse } from './api/parse-response';
// An area's own reads and writes of a contracts operation (the URL from the operation, the answer parsed).
export { send, sendKeepalive } from './entities/entity-fetch.lib';
export { entityQuery, entityQueryOrNull } from './entities/entity-query.lib';
export { sessionStore, useSession, useCallerId, callerIdOf, callerOf } from './session/session.store';
export type { Container, LaunchData, MaxLaunchData, MaxUser, SessionState, WebSignIn } from './session/session.store';
// Outside the messengers: an action that needs a person asks for sign-in, and goes on once they are in.
export { requestSignIn } from './session/sign-in.store';
export { keepBookingLink, bookingOfLink, keptBookingLink } from './session/booking-link';
export { signOut } from './ui/sign-in/sign-out';
export { PhoneLinkSection } from './ui/sign-in/phone-link-section.ui';
export { startApp } from './app-frame/start-app';
export type { AppSource, StartOptions } from './app-frame/start-app';
export { startLanguage } from './app-frame/start-language';
export { useTelegramBackButton } from './telegram/use-telegram-back-button';
export { announceScreenShown } from './telegram/screen-shown';
export { AreaRoot } from './router/area-root';
export { useLocationSync } from './router/location-sync';
/**
 * Screens: each area declares its own (`screen()` descriptors with their patterns, page and first
 * reads, in its remote) and publishes them in its screens file; what is here is the machinery. The
 * page's routing table (every area's routes, set by the shell) decides the area of a path.
 */
export { areaScreens, eachOf, firstOf, inAppOnly, pageChunkOf, screen, todayOf } from './screens/screen.lib';
export type { Area, AreaScreens, Screen, ScreenIds } from './screens/screen.lib';
export {
  areaDependsOnUser, areaForPath, isPublicPath, routeTableOf, routingComplete, routingTable, screenAt, setRoutingTable, subscribeRoutingTable, whenRoutingTable,
} from './screens/routing-table';
export { ownScreenAt } from './screens/screen-table';
export { pathTo } from './screens/paths';
export type { PathParams } from './screens/paths';
export { prefetchOpenedScreen, prefetchRoute, prefetchScreen } from './screens/screen-prefetch';
export { Spinner } from './ui/spinner.ui';
export { Avatar } from './ui/avatar.ui';
export { useDragScroll } from './ui/use-drag-scroll';
export { notify } from './ui/notice.store';
export { NoticeHost } from './ui/notice-host.ui';
export { ConfirmDialog } from './ui/confirm-dialog.ui';
export { PlaceholderPage } from './ui/placeholder-page.ui';
export { LanguageChoice } from './ui/language-choice.ui';

// ---- Foundations shared by the client and master areas (entities, paths, UI kit, formatting, links) ----
/**
 * Entity queries: keys under `[entity, ...]`, `queryOptions` factories, mutation hooks that invalidate by prefix.
 * Here: every entity's keys, the client's reads and writes (a cold start opens the client's screens, and
 * their schemas are this bundle's) and what more than one app uses; the master's own (its day, schedule,
 * services and profile) sit in its remote's `entities/`, loaded with its pages.
 */
export { placeKeys, placesQuery, placeQuery, workerPlacesQuery } from './entities/places.api';
export { businessKeys, businessQuery } from './entities/businesses.api';
export { workerKeys, workerQuery, placeWorkersQuery, workerByTelegramQuery } from './entities/workers.api';
export { userKeys, writeAccessQuery, useAnswerWriteAccess, languageQuery, saveLanguageChoice } from './entities/users.api';
export { serviceKeys, servicesQuery } from './entities/services.api';
export type { ServicesFilter } from './entities/services.api';
export { categoryKeys, categoriesQuery } from './entities/categories.api';
export { timetableKeys, timeslotsQuery, workerDatesQuery } from './entities/timetables.api';
export {
  bookingKeys, bookingQuery, bookingCardQuery, userBookingsQuery, userBookingPagesQuery, nextBookingPage, BOOKINGS_PAGE_SIZE, userPlaceBookingsQuery, userWorkerBookingsQuery,
  useCreateBooking, useCancelBooking, useBookingMutation, useMoveBooking,
} from './entities/bookings.api';
export { useJoinWaitlist } from './entities/waitlist.api';
/** UI kit (bk- prefixed classes in ui/base.css). */
export { Button } from './ui/button.ui';
export type { ButtonProps, ButtonVariant } from './ui/button.ui';
export { ListRow, SectionHeader } from './ui/list-row.ui';
export type { ListRowProps } from './ui/list-row.ui';
export { LoadingState, ErrorState, EmptyState } from './ui/states.ui';
export { QueryState } from './ui/query-state.ui';
export type { QueryStateProps } from './ui/query-state.ui';
export { Modal } from './ui/modal.ui';
export type { ModalProps } from './ui/modal.ui';
export { confirm } from './ui/confirm.store';
export type { ConfirmOptions } from './ui/confirm.store';
export { ConfirmHost } from './ui/confirm-host.ui';
export { MainButton, useMainButton } from './ui/main-button.ui';
export type { MainButtonOptions } from './ui/main-button.ui';
export { initials } from './ui/avatar.ui';
export { uiTexts } from './ui/ui.texts';
/** Dates, money, text and links. */
export { dayjs, DEFAULT_TIMEZONE, zoneOrDefault, nowIn, todayIn, wallClockIn } from './lib/dates.lib';
export { formatDuration, formatPrice, PRICE_SPACE } from './lib/money.lib';
export { truncate, truncateAddress, truncateTitle, truncateServiceTitle, ELLIPSIS } from './lib/text.lib';
export { MESSENGER_HOST, InvalidUrlError, assertMessengerUrl, isMessengerUrl, messengerChatUrl, mapsSearchUrl, phoneUrl } from './lib/links.lib';
export { openLink } from './telegram/open-link';
export { openPaymentPage } from './telegram/open-payment';
export { haptic, type HapticKind } from './telegram/feedback';
export { isInsideTelegram } from './telegram/launch-params.lib';
export { useWriteAccessQuestion } from './telegram/telegram.store';
/** Telegram Stars invoices (the plans' reads and writes are the entry '@booking/platform/plans'). */
export { canPayInTelegram, payInvoice, type InvoiceStatus } from './telegram/invoice';
export { useClosingConfirmation } from './telegram/closing-confirmation';
/** One-button alert: Telegram's popup inside Telegram, the on-page dialog outside (added by the booking flow). */
export { alert } from './ui/alert';
export type { AlertOptions } from './ui/alert';
/**
 * Telegram's share sheet for a prepared message (MAX's for a link), a file from a signed address (the CSV, a booking's .ics), the home screen (the SDK's code loads on first use).
 * The prompts that use them (write access, the home-screen offer) are the entry '@booking/platform/telegram-ui'.
 */
export { addToHomeScreen, canShareMessage, downloadFile, homeScreenStatus, shareLink, shareMessage } from './telegram/reach';
export type { HomeScreenStatus, ShareOutcome } from './telegram/reach';
