import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { Avatar, ErrorState, LoadingState, MainButton, workerPlacesQuery, workerQuery } from '@booking/platform';
import { DEFAULT_WORKER_ID } from '../../shared/screens';
import { workerWelcomeNextPath } from '../../entities/booking-flow/next-route.lib';
import { isNotFound } from '../../entities/route-params/not-found.lib';
import { parseId } from '../../entities/route-params/route-params.lib';
import { GalleryButton } from '../../features/gallery/gallery-button.ui';
import { NotFound, StatusMessage } from '../../features/status/status.ui';
import { AddressButton, ContactsRow, LegalLinks, Logo } from '../../features/welcome/welcome-parts.ui';
import { texts } from '../../shared/texts';

/**
 * The master's invite link `/welcome/{placeId}/{workerId}` (docs/product.md, Client screens): the logo, then (once
 * the worker and its places are loaded) who the master is, where, contacts, and 'Продолжить' to the
 * service step with the worker's business and the first place returned.
 */
export default function WorkerWelcomePage() {
  const params = useParams();
  const placeId = parseId(params.placeId);
  // `/welcome/{placeId}` without a worker is worker 1's link (docs/product.md, Constants).
  const workerId = parseId(params.workerId, DEFAULT_WORKER_ID);
  const worker = useQuery({ ...workerQuery(workerId ?? 0), enabled: workerId !== null });
  const places = useQuery({ ...workerPlacesQuery(workerId ?? 0), enabled: workerId !== null });
  const navigate = useNavigate();

  const body = () => {
    if (placeId === null) return <NotFound />;
    if (workerId === null || isNotFound(worker.error)) return <StatusMessage title={texts.workerNotFound} testId="worker-not-found" />;
    if (worker.isError || places.isError) {
      return <ErrorState onRetry={() => void Promise.all([worker.refetch(), places.refetch()])} />;
    }
    if (worker.isPending || places.isPending) return <LoadingState />;
    const next = workerWelcomeNextPath(worker.data, places.data);
    if (!next) return <StatusMessage title={texts.workerHasNoPlaces} testId="worker-no-places" />;
    // The place of the link when the master works there, else the first one.
    const place = places.data.find((p) => p.id === placeId) ?? places.data[0]!;
    const { title, description, avatar, user } = worker.data;
    return (
      <>
        <header className="bk-welcome__who">
          <Avatar src={avatar} name={title} size={96} />
          <h1>{title}</h1>
          {description && <p className="bk-hint">{description}</p>}
        </header>
        <div className="bk-welcome__actions">
          <AddressButton address={place.address} />
          <GalleryButton images={place.gallery} />
          <ContactsRow phone={place.contacts.phone} username={user.username} website={place.contacts.website} />
        </div>
        <MainButton text={texts.continue} onClick={() => navigate(next)} />
      </>
    );
  };

  return (
    <main className="bk-page bk-welcome" data-testid="worker-welcome">
      <Logo />
      {body()}
      <LegalLinks />
    </main>
  );
}
