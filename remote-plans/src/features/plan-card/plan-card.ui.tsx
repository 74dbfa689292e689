import type { schemas } from '@booking/contracts';
import { lazy, Suspense } from 'react';
import { Button, Spinner } from '@booking/platform';
import { descriptionBesides, featureLines, isPaid, periodLabel, planDescription, planName, priceLabel, untilLabel } from '../../entities/plan/plan.lib';
import { texts } from '../../shared/texts';

/** The receipt's email question, loaded only when the server asks it (its checks need not weigh on the plans' start). */
const ReceiptEmailForm = lazy(() => import(/* webpackChunkName: "receipt-email" */ '@booking/platform/receipt-email').then((m) => ({ default: m.ReceiptEmailForm })));

interface Props {
  plan: schemas.Plan;
  current: boolean;
  /** The caller's subscription when this card is its plan in force. */
  subscription: schemas.Subscription | null;
  /** A real Telegram client: it can open Stars invoices. */
  canPay: boolean;
  /** Inside MAX, which has no Stars: no price in Stars, and the card says where paying works. */
  inMax?: boolean;
  /** This card's choice or payment is under way. */
  busy: boolean;
  /** Another card's is: this one waits. */
  locked: boolean;
  /** The payment step asks this card's plan for an email for its receipt. */
  asksEmail?: boolean;
  onChoose: (plan: schemas.Plan, email?: string) => void;
  onEmailCancel?: () => void;
  onCancel: (plan: schemas.Plan, subscription: schemas.Subscription) => void;
}

/**
 * A plan (docs/product.md, Plans): its price in rubles and in Stars, its limits, and what can be done
 * with it: inside Telegram paid in Stars; elsewhere, where the server takes rubles, paid on ЮKassa's
 * page (and a plan paid by hand renewed the same way), else a word on where paying works.
 */
export function PlanCard({ plan, current, subscription, canPay, inMax = false, busy, locked, asksEmail = false, onChoose, onEmailCancel, onCancel }: Props) {
  const price = priceLabel(plan.price, texts.free);
  const features = featureLines(plan.features);
  const description = descriptionBesides(planDescription(plan), features);
  const paid = isPaid(plan);
  const until = subscription?.expires_at ? untilLabel(subscription.expires_at) : null;
  // Outside Telegram, where the server has its ЮKassa shop: the plan's price in rubles.
  const rubles = !canPay && paid && plan.payable_in_rubles;
  const byHand = current && rubles && subscription !== null && subscription.paid_with === 'rubles' && !subscription.auto_renew;
  return (
    <article className={`bk-card bk-plan ${current ? 'is-current' : ''}`} data-testid="plan-card">
      <div className="bk-plan__badges">
        {current && <span className="bk-badge">{texts.current}</span>}
        {plan.plan_type === 'pro_monthly' && <span className="bk-badge bk-badge--accent">{texts.popular}</span>}
      </div>
      <h2>{planName(plan)}</h2>
      {description && <p className="bk-hint">{description}</p>}
      <p className="bk-plan__price">
        <strong>{price}</strong> {price !== texts.free && <span className="bk-hint">{periodLabel(plan.duration_days)}</span>}
        {!inMax && !rubles && plan.price_stars !== null && plan.price_stars > 0 && (
          <span className="bk-plan__stars" data-testid="plan-stars" aria-label={texts.starsLabel(plan.price_stars)}>
            {' · '}
            {texts.stars(plan.price_stars)}
          </span>
        )}
      </p>
      <ul className="bk-plan__features" aria-label={texts.features}>
        {features.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {current && paid && subscription && until && (
        <p className="bk-hint" data-testid="plan-period">
          {subscription.auto_renew ? texts.renews(until) : texts.activeUntil(until)}
        </p>
      )}
      {current && paid && subscription?.auto_renew && (
        <Button variant="destructive" busy={busy} disabled={locked} onClick={() => onCancel(plan, subscription)}>
          {texts.cancelSubscription}
        </Button>
      )}
      {byHand && !asksEmail && (
        <>
          <p className="bk-hint" data-testid="renew-by-hand">{texts.renewByHand}</p>
          <Button variant="secondary" busy={busy} disabled={locked} onClick={() => onChoose(plan)}>
            {texts.renewRubles(price)}
          </Button>
        </>
      )}
      {!current && rubles && !asksEmail && (
        <>
          <Button busy={busy} disabled={locked} onClick={() => onChoose(plan)}>
            {texts.payRubles(price)}
          </Button>
          <p className="bk-hint" data-testid="pay-hint">{texts.payRublesHint}</p>
        </>
      )}
      {asksEmail && (
        <Suspense fallback={<Spinner label={texts.loading} />}>
          <ReceiptEmailForm submitLabel={byHand ? texts.renewRubles(price) : texts.payRubles(price)} busy={busy} onSubmit={(email) => onChoose(plan, email)} onCancel={() => onEmailCancel?.()} />
        </Suspense>
      )}
      {!current && paid && !canPay && !rubles && (
        <>
          <Button variant="secondary" disabled>
            {texts.payInTelegram}
          </Button>
          <p className="bk-hint" data-testid="pay-hint">{inMax ? texts.payInMax : texts.payInTelegramHint}</p>
        </>
      )}
      {!current && (!paid || canPay) && (
        <Button busy={busy} disabled={locked} onClick={() => onChoose(plan)}>
          {paid && plan.price_stars ? texts.pay(plan.price_stars) : texts.choose}
        </Button>
      )}
    </article>
  );
}
