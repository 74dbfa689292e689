import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { LoadingState, QueryState, confirm, notify } from '@booking/platform';
import { paymentSettingsQuery, useDeletePaymentSettings, useSavePaymentSettings } from '../../entities/deposit/payment-settings.api';
import { depositTexts as t } from '../../entities/deposit/deposit.texts';
import { readServerError } from '../../shared/server-error.lib';
import { PAYMENT_SETTINGS_ANCHOR, paymentSettingsDefaults } from './payment-settings.lib';
import { ShopConnected } from './shop-connected.ui';

// The form library loads when the form is shown (a master with a shop never needs it).
const PaymentSettingsForm = lazy(() => import('./payment-settings-form.ui').then((m) => ({ default: m.PaymentSettingsForm })));

/**
 * 'Приём оплаты' in the profile: the master's own ЮKassa shop, which deposits are paid into. Not
 * connected: the form; connected: the shop, the notification address and 'Отключить'.
 */
export function PaymentSettingsSection({ workerId }: { workerId: number }) {
  const settings = useQuery(paymentSettingsQuery(workerId));
  const save = useSavePaymentSettings(workerId);
  const remove = useDeletePaymentSettings(workerId);
  const ref = useScrolledTo(PAYMENT_SETTINGS_ANCHOR, !settings.isPending);

  const disconnect = async () => {
    const ok = await confirm({ title: t.disconnectTitle, message: t.disconnectMessage, confirmLabel: t.disconnect, destructive: true });
    if (!ok) return;
    try {
      await remove.mutateAsync();
      notify({ tone: 'success', title: t.disconnected, message: '' });
    } catch (error) {
      const problem = await readServerError(error);
      console.error('Payment settings delete failed', problem);
      notify({ tone: 'error', title: t.disconnectFailed, message: problem.status !== null && problem.status < 500 ? problem.message : '' });
    }
  };

  return (
    <section ref={ref} id={PAYMENT_SETTINGS_ANCHOR} className="bk-card bk-reach" aria-labelledby="payment-settings-title" data-testid="payment-settings">
      <h2 id="payment-settings-title">{t.paymentTitle}</h2>
      <p className="bk-hint">{t.paymentAbout}</p>
      <QueryState query={settings}>
        {(s) =>
          s.connected && s.shop_id !== null ? (
            <ShopConnected settings={{ ...s, shop_id: s.shop_id }} busy={remove.isPending} onDisconnect={() => void disconnect()} />
          ) : (
            <Suspense fallback={<LoadingState />}>
              <PaymentSettingsForm
                defaultValues={paymentSettingsDefaults(s)}
                onSubmit={async (values) => {
                  try {
                    await save.mutateAsync(values);
                  } catch (error) {
                    console.error('Payment settings save failed', error);
                    throw await readServerError(error);
                  }
                  notify({ tone: 'success', title: t.connected, message: '' });
                }}
              />
            </Suspense>
          )
        }
      </QueryState>
    </section>
  );
}

/** Brings the section into view when the page was opened at its anchor (the service form's link). */
function useScrolledTo(anchor: string, ready: boolean) {
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    // Once its content is in, so it stays in view; scrollIntoView is missing where there is no layout (jsdom).
    if (ready && hash === `#${anchor}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, anchor, ready]);
  return ref;
}
