import type { schemas } from '@booking/contracts';
import { Button } from '@booking/platform';
import { descriptionBesides, featureLines, isPaid, periodLabel, planDescription, planName, priceLabel, untilLabel } from '../../entities/plan/plan.lib';
import { texts } from '../../shared/texts';

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
  onChoose: (plan: schemas.Plan) => void;
  onCancel: (plan: schemas.Plan, subscription: schemas.Subscription) => void;
}

/** A plan (docs/product.md, Plans): its price in rubles and in Stars, its limits, and what can be done with it. */
export function PlanCard({ plan, current, subscription, canPay, inMax = false, busy, locked, onChoose, onCancel }: Props) {
  const price = priceLabel(plan.price, texts.free);
  const features = featureLines(plan.features);
  const description = descriptionBesides(planDescription(plan), features);
  const paid = isPaid(plan);
  const until = subscription?.expires_at ? untilLabel(subscription.expires_at) : null;
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
        {!inMax && plan.price_stars !== null && plan.price_stars > 0 && (
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
      {!current && paid && !canPay && (
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
