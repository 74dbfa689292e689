import { useEffect, useRef } from 'react';
import { Button, Spinner } from '@booking/platform';
import { texts } from '../../shared/texts';

/**
 * The end of a paged list: while there may be more, a marker that asks for the next page as soon as
 * it scrolls into view (inside Home's own scroll box too: an observer with no root sees the box's
 * clipping); while a page loads, the spinner with 'Загрузка...'; a failed page offers 'Повторить'.
 */
export function LoadMore(props: { hasMore: boolean; loading: boolean; failed: boolean; onMore: () => void }) {
  const { hasMore, loading, failed, onMore } = props;
  const marker = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const el = marker.current;
    if (!el || !hasMore || loading || failed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  if (loading) {
    return (
      <div className="bk-state" data-testid="bookings-loading-more">
        <Spinner label={texts.loading} />
        <p className="bk-hint" aria-hidden="true">
          {texts.loading}
        </p>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="bk-state" data-testid="bookings-more-failed">
        <p className="bk-hint">{texts.loadError}</p>
        <Button variant="secondary" onClick={onMore}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return hasMore ? <div ref={marker} data-testid="bookings-more" style={{ minHeight: 1 }} /> : null;
}
