import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, currentLanguage, EmptyState, ErrorState, LoadingState, categoriesQuery, useSession, callerIdOf, workerQuery, pathTo } from '@booking/platform';
import { HomeScreenOffer, WriteAccessPrompt } from '@booking/platform/telegram-ui';
import * as bookingRules from '@booking/contracts/booking-rules';
import { RulesList } from '@booking/platform/time-step';
import { screens } from '../../shared/screens';
import { bookingIdFromSearch, readSuccessState } from '../../entities/booking-flow/success-location.lib';
import { BookingRulesModal } from '../../features/booking-receipt/booking-rules-modal.ui';
import { ReceiptCard } from '../../features/booking-receipt/receipt.ui';
import { SuccessHead } from '../../features/booking-receipt/success-head.ui';
import { useReceipt } from '../../features/booking-receipt/use-receipt';
import { texts } from '../../shared/texts';

/** The confirmed booking, the late note, and where to go next (docs/product.md, Client screens: Booking success). */
export function BookingSuccessPage() {
  const { businessId = '', placeId = '', workerId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readSuccessState(location.state);
  const bookingId = state?.bookingId ?? bookingIdFromSearch(location.search);
  const telegramId = useSession(callerIdOf) ?? undefined;
  const receipt = useReceipt({ state, bookingId, telegramId, workerId: Number(workerId), placeId: Number(placeId) });
  const categoriesQ = useQuery(categoriesQuery(Number(workerId)));
  const workerQ = useQuery(workerQuery(Number(workerId)));

  const bookAgain = () => {
    // Back two steps to the services; a page opened by its address has no such history.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx >= 2) navigate(-2);
    else navigate(pathTo(screens.chooseServices, { businessId, placeId, workerId }));
  };

  let body;
  if (receipt.isPending) body = <LoadingState />;
  else if (receipt.isError) body = <ErrorState onRetry={() => void receipt.refetch()} />;
  else if (!receipt.data) body = <EmptyState message={texts.successNotFound}>{<p className="bk-hint">{texts.successLoadHint}</p>}</EmptyState>;
  else body = <ReceiptCard receipt={receipt.data} categories={categoriesQ.data ?? []} />;

  return (
    <main className="bk-page bk-booking-step bk-success">
      {receipt.data && <SuccessHead />}
      {body}
      {receipt.data && <p className="bk-hint bk-success__note">{texts.lateNote}</p>}
      {/* The master's rules for a cancel and a move. */}
      {receipt.data && workerQ.data && <RulesList rules={bookingRules.changeRulesTexts(workerQ.data, currentLanguage())} />}
      {/* After the first booking, permission for the bot's confirmations and reminders. */}
      {receipt.data && <WriteAccessPrompt who="client" />}
      {/* After the second booking, 'Добавить на главный экран' (the server decides when). */}
      {receipt.data && <HomeScreenOffer />}
      <div className="bk-success__actions">
        <Button block onClick={bookAgain}>
          {texts.bookAgain}
        </Button>
        <Button block variant="secondary" onClick={() => navigate(pathTo(screens.myBookings))}>
          {texts.myBookings}
        </Button>
      </div>
      {receipt.data && <BookingRulesModal rules={workerQ.data?.booking_rules_text} />}
    </main>
  );
}

export default BookingSuccessPage;
