import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { Avatar, LoadingState, ErrorState, MainButton, SectionHeader, phoneUrl, placeQuery, userPlaceBookingsQuery, pathTo } from '@booking/platform';
import { DEFAULT_PLACE_ID, DEFAULT_WORKER_ID, screens } from '../../shared/screens';
import { isNotFound } from '../../entities/route-params/not-found.lib';
import { parseId } from '../../entities/route-params/route-params.lib';
import { BookingsList } from '../../features/booking-card/bookings-list.ui';
import { PlaceContacts } from '../../features/place-info/place-contacts.ui';
import { ServicesList } from '../../features/place-info/services-list.ui';
import { WorkersList } from '../../features/place-info/workers-list.ui';
import { NotFound, useTelegramId } from '../../features/status/status.ui';
import { texts } from '../../shared/texts';

/** The user's bookings at this place, under the same cards and cancel flow as Home. */
function PlaceBookings({ placeId }: { placeId: number }) {
  const telegramId = useTelegramId();
  const bookings = useQuery({ ...userPlaceBookingsQuery(telegramId ?? 0, placeId), enabled: telegramId !== null });
  if (telegramId === null || (bookings.data && bookings.data.length === 0)) return null;
  return (
    <section aria-labelledby="place-bookings-title">
      <SectionHeader id="place-bookings-title" title={texts.myBookingsAtPlace} />
      <BookingsList query={bookings} />
    </section>
  );
}

/** The place page `/place/{placeId}`, place 1 by default (docs/product.md, Client screens). */
export default function PlacePage() {
  const placeId = parseId(useParams().placeId, DEFAULT_PLACE_ID);
  const place = useQuery({ ...placeQuery(placeId ?? 0), enabled: placeId !== null });
  const navigate = useNavigate();
  if (placeId === null || isNotFound(place.error)) return <NotFound title={texts.placeNotFound} />;
  if (place.isPending) return <LoadingState />;
  if (place.isError) return <ErrorState onRetry={() => void place.refetch()} />;
  const { name, address, avatar, contacts, workers } = place.data;
  return (
    <main className="bk-page bk-place" data-testid="place-page">
      <header className="bk-hero">
        <Avatar src={avatar} name={name} size={64} />
        <div>
          <h1>{name}</h1>
          {address && <p className="bk-hint">{address}</p>}
        </div>
      </header>
      <WorkersList placeId={placeId} />
      <ServicesList filter={{ placeId }} />
      <PlaceBookings placeId={placeId} />
      <PlaceContacts contacts={contacts} />
      {contacts.phone && (
        <a className="bk-button bk-button--plain bk-button--block bk-call" href={phoneUrl(contacts.phone)}>
          {texts.call}
        </a>
      )}
      <MainButton text={texts.book} onClick={() => navigate(pathTo(screens.appointment, { placeId, workerId: workers[0] ?? DEFAULT_WORKER_ID }))} />
    </main>
  );
}
