import { Button } from '@booking/platform';
import type { PaymentSettings } from '@booking/contracts/schemas';
import { depositTexts as t } from '../../entities/deposit/deposit.texts';
import { texts } from '../../shared/texts';
import { useCopied } from '../../shared/use-copied';

interface ShopConnectedProps {
  settings: PaymentSettings & { shop_id: string };
  busy: boolean;
  onDisconnect: () => void;
}

/**
 * A connected shop: its id, and the notification address the master enters in ЮKassa's dashboard
 * so that ЮKassa tells the server when a deposit is paid (selectable as text where copying fails).
 */
export function ShopConnected({ settings, busy, onDisconnect }: ShopConnectedProps) {
  const [copied, copy] = useCopied();
  const url = settings.notification_url;
  return (
    <>
      <p className="bk-reach__status is-on" data-testid="shop-connected">
        {t.shopConnected(settings.shop_id)}
      </p>
      {settings.receipts && <p className="bk-hint">{t.receipts}</p>}
      <h3 id="ps-notification-title">{t.notificationUrl}</h3>
      {url ? (
        <>
          <input className="bk-invite__link" readOnly value={url} aria-labelledby="ps-notification-title" data-testid="notification-url" onFocus={(e) => e.target.select()} />
          <div className="bk-invite__actions">
            <Button variant="secondary" onClick={() => void copy(url)} aria-live="polite">
              {copied ? texts.copied : t.copy}
            </Button>
          </div>
        </>
      ) : (
        <p className="bk-hint" data-testid="notification-url-pending">
          {t.notificationUrlPending}
        </p>
      )}
      <Button variant="destructive" busy={busy} onClick={onDisconnect}>
        {t.disconnect}
      </Button>
    </>
  );
}
