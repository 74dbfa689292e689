import { BrowserRouter, useLocation } from 'react-router-dom';
import { AreaRoot, useLocationSync } from '@booking/platform';
import { PlansRoutes } from './routes';

/** Tells the shell's router about this area's navigations (each area has its own router). */
function RouterSync() {
  useLocationSync(useLocation());
  return null;
}

export function PlansApp({ basename }: { basename?: string }) {
  return (
    <AreaRoot area="plans">
      <BrowserRouter basename={basename && basename !== '/' ? basename : undefined}>
        <RouterSync />
        <PlansRoutes />
      </BrowserRouter>
    </AreaRoot>
  );
}
