import * as schemas from '@booking/contracts/schemas';
import { ListRow, SectionHeader, openLink, phoneUrl } from '@booking/platform';
import { texts } from '../../shared/texts';

/** Opens an outside link the platform's way (inside Telegram: its in-app browser). */
const outside = (url: string) => ({
  href: url,
  onClick: (event: React.MouseEvent) => {
    event.preventDefault();
    openLink(url);
  },
});

/** 'Контакты' (docs/product.md, Client screens): the phone as a `tel:` link, vk and website; nothing when the place has none. */
export function PlaceContacts({ contacts }: { contacts: schemas.Contacts }) {
  const { phone } = contacts;
  // Only web addresses become links (the server refuses others; this guards older data too).
  const vk = contacts.vk && schemas.isWebUrl(contacts.vk) ? contacts.vk : null;
  const website = contacts.website && schemas.isWebUrl(contacts.website) ? contacts.website : null;
  if (!phone && !vk && !website) return null;
  return (
    <section aria-labelledby="contacts-title" data-testid="place-contacts">
      <SectionHeader id="contacts-title" title={texts.contacts} />
      {phone && <ListRow href={phoneUrl(phone)} title={phone} subtitle={texts.phone} />}
      {vk && <ListRow {...outside(vk)} title={vk} subtitle={texts.vk} />}
      {website && <ListRow {...outside(website)} title={website} subtitle={texts.website} />}
    </section>
  );
}
