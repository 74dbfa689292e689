import type { ClientCard } from '@booking/contracts/analytics';
import { Avatar, formatPrice, messengerChatUrl, openLink } from '@booking/platform';
import { visitDate } from '../../entities/client/client-card.lib';
import { texts } from '../../entities/client/clients.texts';

/** A username that makes no valid chat link is simply not linked. */
function chatUrl(username: string | null): string | null {
  if (!username) return null;
  try {
    return messengerChatUrl(username);
  } catch {
    return null;
  }
}

/** How the bot's messages reach the client, in words. */
const reachedByLabel = (channel: ClientCard['reached_by']): string =>
  channel === 'telegram' ? texts.reachedByTelegram : channel === 'max' ? texts.reachedByMax : channel === 'sms' ? texts.reachedBySms : texts.reachedByNone;

/** The card's head (name, photo, chat) and its figures. */
export function ClientSummary({ card }: { card: ClientCard }) {
  const chat = chatUrl(card.username);
  const figures: [string, string][] = [
    [texts.visits, String(card.visits)],
    [texts.firstVisit, card.first_visit ? visitDate(card.first_visit) : texts.noVisitYet],
    [texts.lastVisit, card.last_visit ? visitDate(card.last_visit) : texts.noVisitYet],
    [texts.spent, formatPrice(card.spent)],
    [texts.cancellations, String(card.cancellations)],
    [texts.noShows, String(card.no_shows)],
    [texts.reachedBy, reachedByLabel(card.reached_by)],
  ];
  return (
    <>
      <header className="bk-client-head">
        <Avatar src={card.photo_url ?? ''} name={card.name} size={64} />
        <div>
          <h1>{card.name}</h1>
          {chat && (
            <a
              href={chat}
              className="bk-client-head__chat"
              onClick={(e) => {
                e.preventDefault();
                openLink(chat);
              }}
            >
              @{card.username} · {texts.writeClient}
            </a>
          )}
          {card.phone && (
            <a href={`tel:+${card.phone}`} className="bk-client-head__chat" data-testid="client-phone">
              +{card.phone}
            </a>
          )}
        </div>
      </header>
      <dl className="bk-client-figures" data-testid="client-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="bk-card">
            <dt className="bk-hint">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
