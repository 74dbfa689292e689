import { useNavigate } from 'react-router-dom';
import { Button, links } from '@booking/platform';
import { texts } from '../../shared/texts';

/** The plan's service limit is reached: say so, and offer 'Управление подпиской' (docs/product.md, Master screens). */
export function PlanLimitNotice({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="bk-card bk-plan-limit" role="alert" data-testid="plan-limit">
      <p>{message}</p>
      <Button variant="secondary" onClick={() => navigate(links.plans())}>
        {texts.manageSubscription}
      </Button>
    </div>
  );
}
