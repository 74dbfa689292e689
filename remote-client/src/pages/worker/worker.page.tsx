import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { Avatar, ErrorState, LoadingState, MainButton, SectionHeader, placeQuery, userWorkerBookingsQuery, workerQuery, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import { isNotFound } from '../../entities/route-params/not-found.lib';
import { parseId } from '../../entities/route-params/route-params.lib';
import { BookingsList } from '../../features/booking-card/bookings-list.ui';
import { PlaceContacts } from '../../features/place-info/place-contacts.ui';
import { ServicesList } from '../../features/place-info/services-list.ui';
import { NotFound, StatusMessage, useTelegramId } from '../../features/status/status.ui';
import { texts } from '../../shared/texts';

/** The user's bookings with this master (same cards and cancel flow as Home). */
function WorkerBookings({ workerId }: { workerId: number }) {
  const telegramId = useTelegramId();
  const bookings = useQuery({ ...userWorkerBookingsQuery(telegramId ?? 0, workerId), enabled: telegramId !== null });
  if (telegramId === null || (bookings.data && bookings.data.length === 0)) return null;
  return (
    <section aria-labelledby="worker-bookings-title">
      <SectionHeader id="worker-bookings-title" title={texts.myBookingsAtPlace} />
      <BookingsList query={bookings} />
    </section>
  );
}

/** The place's contacts, under the master's page. */
function WorkerPlaceContacts({ placeId }: { placeId: number }) {
  const place = useQuery(placeQuery(placeId));
  return place.data ? <PlaceContacts contacts={place.data.contacts} /> : null;
}

/** The worker page `/worker/{placeId}/{workerId}` (docs/product.md, Client screens); it shows no debug line. */
export default function WorkerPage() {
  const params = useParams();
  const placeId = parseId(params.placeId);
  const workerId = parseId(params.workerId);
  const worker = useQuery({ ...workerQuery(workerId ?? 0), enabled: workerId !== null });
  const navigate = useNavigate();
  if (placeId === null) return <NotFound />;
  if (workerId === null || isNotFound(worker.error)) return <StatusMessage title={texts.workerNotFound} testId="worker-not-found" />;
  if (worker.isPending) return <LoadingState />;
  if (worker.isError) return <ErrorState onRetry={() => void worker.refetch()} />;
  const { title, description, avatar } = worker.data;
  return (
    <main className="bk-page bk-worker" data-testid="worker-page">
      <header className="bk-hero">
        <Avatar src={avatar} name={title} size={72} />
        <div>
          <h1>{title}</h1>
          {description && <p className="bk-hint">{description}</p>}
        </div>
      </header>
      <ServicesList filter={{ workerId, placeId }} />
      <WorkerBookings workerId={workerId} />
      <WorkerPlaceContacts placeId={placeId} />
      <MainButton text={texts.book} onClick={() => navigate(pathTo(screens.appointment, { placeId, workerId }))} />
    </main>
  );
}
