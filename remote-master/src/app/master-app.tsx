import { BrowserRouter, useLocation } from 'react-router-dom';
import { AreaRoot, useLocationSync } from '@booking/platform';
import { MasterRoutes } from './routes';

/** Tells the shell's router about this area's navigations (each area has its own router). */
function RouterSync() {
  useLocationSync(useLocation());
  return null;
}

export function MasterApp({ basename }: { basename?: string }) {
  return (
    <AreaRoot area="master">
      <BrowserRouter basename={basename && basename !== '/' ? basename : undefined}>
        <RouterSync />
        <MasterRoutes />
      </BrowserRouter>
    </AreaRoot>
  );
}
