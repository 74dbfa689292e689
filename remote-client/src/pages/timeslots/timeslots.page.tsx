import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import * as bookingRules from '@booking/contracts/booking-rules';
import { DateSelector } from '@booking/platform/calendar';
import { Modal, QueryState, Spinner, categoriesQuery, currentLanguage, servicesQuery, timeslotsQuery, useSession, callerIdOf, workerDatesQuery, workerQuery, zoneOrDefault, haptic } from '@booking/platform';
import { screens } from '../../shared/screens';
import { preloadPageOf } from '@booking/platform/lazy-page';
import { loadSelection } from '../../entities/service-selection/selection-storage.lib';
import { readTimeslotsState, resolveServiceIds } from '../../entities/service-selection/route-selection.lib';
import { useBookSlot } from '../../features/book-slot/use-book-slot';
import { offeredSlots, stillOffered, type OfferedSlot } from '@booking/platform/time-step';
import { SelectedServicesPanel } from '../../features/slot-picker/selected-services-panel.ui';
import { TimezoneWarning } from '../../features/slot-picker/timezone-warning.ui';
import { WaitForTime } from '../../features/waitlist/wait-for-time.ui';
import { texts } from '../../shared/texts';
import { DaySlots } from './day-slots.ui';
import { TimeslotsFooter } from './timeslots-footer.ui';
import { useSkipEmptyFirstDate } from './use-skip-empty-first-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The receipt's email question, loaded only when a shop that sends receipts asks it (its checks are 3 KB the step needs not carry). */
const ReceiptEmailForm = lazy(() => import(/* webpackChunkName: "receipt-email" */ '@booking/platform/receipt-email').then((m) => ({ default: m.ReceiptEmailForm })));

/** The chosen services, a date, a time, 'Записаться' (docs/product.md, Client screens: Time step). */
export function TimeslotsPage() {
  const { businessId = '', placeId = '', workerId = '', serviceId, serviceIds } = useParams();
  const worker = Number(workerId);
  const routeState = readTimeslotsState(useLocation().state);
  const ids = useMemo(
    () => resolveServiceIds({ stateIds: routeState.selectedServiceIds, serviceIds, serviceId, stored: loadSelection(workerId) }),
    // The state's ids are compared by value: a new array each render must not recompute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routeState.selectedServiceIds?.join(','), serviceIds, serviceId, workerId],
  );
  const telegramId = useSession(callerIdOf) ?? undefined;
  const workerQ = useQuery(workerQuery(worker));
  const servicesQ = useQuery(servicesQuery({ workerId: worker, placeId: Number(placeId) }));
  const categoriesQ = useQuery(categoriesQuery(worker));
  const place = Number(placeId);
  const datesQ = useQuery(workerDatesQuery(worker, false, place));
  // A date from the route's state (back from a later step) or from `?date=` (the bot's waitlist
  // message opens the step on the freed date); else the first available one.
  const linkDate = useSearchParams()[0].get('date');
  const givenDate = routeState.date ?? (linkDate && ISO_DATE.test(linkDate) ? linkDate : null);
  const [date, setDate] = useState<string | null>(givenDate);
  // The date was picked for the client (first available), not by them: it may move on when empty.
  const [autoDate, setAutoDate] = useState(!givenDate);
  const [chosen, setChosen] = useState<OfferedSlot | null>(null);
  // The success screen's code, while the client picks a time.
  useEffect(() => preloadPageOf(screens.bookingSuccess), []);

  const services = useMemo(() => ids.flatMap((id) => servicesQ.data?.find((s) => s.id === id) ?? []), [ids, servicesQ.data]);
  const zone = zoneOrDefault(workerQ.data?.user.timezone);
  // The whole day (include_expired): the server checks a booking against all of it, breaks that ended included.
  const dayQ = useQuery({ ...timeslotsQuery(worker, date ?? '', true), enabled: date !== null });
  const offered = useMemo(() => {
    const day = dayQ.data?.[0];
    if (!day || !workerQ.data) return [];
    return offeredSlots({ day, services, adjacentOnly: workerQ.data.adjacent_slots_only, placeId: place, timezone: workerQ.data.user.timezone });
  }, [dayQ.data, services, workerQ.data, place]);
  const { book, busy, askingEmail, stopAskingEmail } = useBookSlot({ telegramId, businessId, placeId, workerId, serviceIds: services.map((s) => s.id) }, () => setChosen(null));
  const pickDate = (next: string) => {
    // The calendar is its own entry without the Telegram store: the tick is given here.
    haptic('select');
    setDate(next);
    setAutoDate(false);
    setChosen(null);
  };
  useSkipEmptyFirstDate({ date, auto: autoDate, dates: datesQ.data, dayLoaded: dayQ.isSuccess, offered: offered.length, setDate });
  // The services and the worker (zone, adjacency, username) together: one loading, error and retry.
  const ready = {
    data: servicesQ.data,
    isPending: servicesQ.isPending || workerQ.isPending,
    isError: servicesQ.isError || workerQ.isError,
    refetch: () => {
      void workerQ.refetch();
      return servicesQ.refetch();
    },
  };

  return (
    <main className="bk-page bk-booking-step">
      <QueryState query={ready} isEmpty={() => services.length === 0} empty={texts.noServices}>
        {() => (
          <>
            <SelectedServicesPanel services={services} categories={categoriesQ.data ?? []} />
            <h1 className="bk-booking__question">{texts.whenTitle}</h1>
            <TimezoneWarning masterZone={workerQ.data?.user.timezone} />
            <QueryState query={datesQ}>
              {(dates) => <DateSelector value={date} onChange={(d) => (date ? pickDate(d) : setDate(d))} availableDates={dates} timeZone={zone} />}
            </QueryState>
            {date && <DaySlots query={dayQ} offered={offered} chosen={chosen} onChoose={setChosen} />}
            {date && dayQ.isSuccess && <WaitForTime workerId={worker} placeId={place} date={date} serviceIds={services.map((s) => s.id)} />}
            <TimeslotsFooter
              services={services}
              chosen={chosen}
              busy={busy}
              rules={workerQ.data ? bookingRules.changeRulesTexts(workerQ.data, currentLanguage()) : []}
              username={workerQ.data?.user.username}
              onBook={() => void book(stillOffered(offered, chosen))}
            />
          </>
        )}
      </QueryState>
      {askingEmail && (
        <Modal title={texts.receiptEmailTitle} onClose={stopAskingEmail}>
          <Suspense fallback={<Spinner label={texts.loading} />}>
            <ReceiptEmailForm submitLabel={texts.book} busy={busy} onSubmit={(email) => void book(askingEmail, email)} onCancel={stopAskingEmail} />
          </Suspense>
        </Modal>
      )}
    </main>
  );
}

export default TimeslotsPage;
