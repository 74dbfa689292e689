import type { ClientSummary } from '@booking/contracts/analytics';
import { Avatar, ListRow, formatPrice } from '@booking/platform';
import { visitDate } from '../../entities/client/client-card.lib';
import { texts } from '../../entities/client/clients.texts';

/** One client of the list: photo, name (and username), visits, last visit, money spent; a link to the card. */
export function ClientRow({ client, href, onOpen }: { client: ClientSummary; href: string; onOpen: () => void }) {
  return (
    <ListRow
      testId="client-row"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
      leading={<Avatar src={client.photo_url ?? ''} name={client.name} size={40} />}
      title={
        <>
          {client.name}
          {client.username && <span className="bk-hint"> @{client.username}</span>}
          {!client.username && client.phone && <span className="bk-hint"> +{client.phone}</span>}
        </>
      }
      subtitle={texts.clientRow(client.visits, client.last_visit && visitDate(client.last_visit), formatPrice(client.spent))}
      trailing={client.blocked ? <span className="bk-client-badge">{texts.clientBlockedBadge}</span> : undefined}
    />
  );
}
