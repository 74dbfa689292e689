import { BusinessAutoreply } from './autoreply.ui';
import { CalendarFeed } from './calendar-feed.ui';
import { ClientSms } from './client-sms.ui';
import { ShareCardButton } from './share-card.ui';

/** On the profile: 'Поделиться карточкой' in the invite block (`link`: the invite link, copied outside Telegram). */
export function ShareCard({ workerId, link }: { workerId: number; link: string }) {
  return <ShareCardButton workerId={workerId} link={link} />;
}

/** On the profile: 'Автоответ в личных сообщениях', 'СМС клиентам' and 'Календарь'. */
export function ReachSections({ workerId }: { workerId: number }) {
  return (
    <>
      <BusinessAutoreply workerId={workerId} />
      <ClientSms workerId={workerId} />
      <CalendarFeed workerId={workerId} />
    </>
  );
}
