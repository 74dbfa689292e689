import { useQuery } from '@tanstack/react-query';
import { Button, QueryState, confirm, notify } from '@booking/platform';
import { calendarFeedQuery, useRenewCalendar } from '../../entities/reach/reach.api';
import { texts } from '../../shared/texts';
import { useCopied } from '../../shared/use-copied';

/**
 * 'Календарь': the secret address of the master's feed, to add to Google, Apple or Yandex
 * calendar. 'Сменить адрес' asks first: the old address stops working at once.
 */
export function CalendarFeed({ workerId }: { workerId: number }) {
  const feed = useQuery(calendarFeedQuery(workerId));
  const renew = useRenewCalendar(workerId);
  const [copied, copy] = useCopied();

  const renewAddress = async () => {
    const ok = await confirm({ title: texts.calendarRenewTitle, message: texts.calendarRenewMessage, confirmLabel: texts.calendarRenew, destructive: true });
    if (!ok) return;
    try {
      await renew.mutateAsync();
      notify({ tone: 'success', title: texts.calendarRenewed, message: '' });
    } catch (error) {
      console.error('Calendar address change failed', error);
      notify({ tone: 'error', title: texts.calendarRenewFailed, message: '' });
    }
  };

  return (
    <section className="bk-card bk-reach" aria-labelledby="calendar-title" data-testid="calendar-feed">
      <h2 id="calendar-title">{texts.calendarTitle}</h2>
      <p className="bk-hint">{texts.calendarAbout}</p>
      <QueryState query={feed}>
        {({ url }) => (
          <>
            <input className="bk-invite__link" readOnly value={url} aria-label={texts.calendarAddress} data-testid="calendar-url" onFocus={(e) => e.target.select()} />
            <div className="bk-invite__actions">
              <Button variant="secondary" onClick={() => void copy(url)} aria-live="polite">
                {copied ? texts.copied : texts.calendarCopy}
              </Button>
              <Button variant="secondary" busy={renew.isPending} onClick={() => void renewAddress()}>
                {texts.calendarRenew}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
