import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { Avatar, ErrorState, LoadingState, MainButton, businessQuery } from '@booking/platform';
import { businessNextPath } from '../../entities/booking-flow/next-route.lib';
import { isNotFound } from '../../entities/route-params/not-found.lib';
import { parseId } from '../../entities/route-params/route-params.lib';
import { GalleryButton } from '../../features/gallery/gallery-button.ui';
import { NotFound } from '../../features/status/status.ui';
import { AddressButton, ContactsRow, LegalLinks, Logo } from '../../features/welcome/welcome-parts.ui';
import { texts } from '../../shared/texts';

/**
 * The business welcome `/business/{businessId}` (docs/product.md, Client screens): who the business is, its
 * (first) address, phone, a chat with the first owner, website, and 'Продолжить' by the next-route rules.
 */
export default function BusinessWelcomePage() {
  const businessId = parseId(useParams().businessId);
  const business = useQuery({ ...businessQuery(businessId ?? 0), enabled: businessId !== null });
  const navigate = useNavigate();
  if (businessId === null || isNotFound(business.error)) return <NotFound title={texts.businessNotFound} />;

  const body = () => {
    if (business.isPending) return <LoadingState />;
    if (business.isError) return <ErrorState onRetry={() => void business.refetch()} />;
    const { name, description, avatar, places, owners } = business.data;
    const first = places[0];
    const gallery = places.find((p) => p.gallery.length > 0)?.gallery ?? [];
    return (
      <>
        <header className="bk-welcome__who">
          <Avatar src={avatar} name={name} size={96} />
          <h1>{name}</h1>
          {description && <p className="bk-hint">{description}</p>}
        </header>
        <div className="bk-welcome__actions">
          <AddressButton address={first?.address} />
          <GalleryButton images={gallery} />
          <ContactsRow phone={first?.contacts.phone} username={owners[0]?.username} website={first?.contacts.website} />
        </div>
        <MainButton text={texts.continue} onClick={() => navigate(businessNextPath(businessId, places))} />
      </>
    );
  };

  return (
    <main className="bk-page bk-welcome" data-testid="business-welcome">
      <Logo />
      {body()}
      <LegalLinks />
    </main>
  );
}
