import { AreaRoot } from '@booking/shared/web';
import { PlansRoutes } from './routes';

export function PlansApp({ basename }: { basename?: string }) {
  return (
    <AreaRoot area="plans" basename={basename}>
      <PlansRoutes />
    </AreaRoot>
  );
}
