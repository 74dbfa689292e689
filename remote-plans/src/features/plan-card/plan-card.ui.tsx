import type { schemas } from '@booking/shared';
import { periodLabel, priceLabel } from '../../entities/plan/plan.lib';
import { texts } from '../../shared/texts';

export function PlanCard({ plan, current, onChoose }: { plan: schemas.Plan; current: boolean; onChoose: (plan: schemas.Plan) => void }) {
  const price = priceLabel(plan.price, texts.free);
  const max = plan.features.max_bookings;
  return (
    <article className={`bk-card bk-plan ${current ? 'is-current' : ''}`} data-testid="plan-card">
      <div className="bk-plan__badges">
        {current && <span className="bk-badge">{texts.current}</span>}
        {plan.plan_type === 'pro_monthly' && <span className="bk-badge bk-badge--accent">{texts.popular}</span>}
      </div>
      <h2>{plan.name}</h2>
      {plan.description && <p className="bk-hint">{plan.description}</p>}
      <p className="bk-plan__price">
        <strong>{price}</strong> {price !== texts.free && <span className="bk-hint">{periodLabel(plan.duration_days)}</span>}
      </p>
      <p>{max < 0 ? texts.unlimited : texts.bookingsPerMonth(max)}</p>
      {!current && (
        <button type="button" className="bk-button" onClick={() => onChoose(plan)}>
          {texts.choose}
        </button>
      )}
    </article>
  );
}
