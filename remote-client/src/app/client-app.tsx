import { BrowserRouter, useLocation } from 'react-router-dom';
import { AreaRoot, useLocationSync } from '@booking/platform';
import { ClientRoutes } from './routes';

/** Tells the shell's router about this area's navigations (each area has its own router). */
function RouterSync() {
  useLocationSync(useLocation());
  return null;
}

export function ClientApp({ basename }: { basename?: string }) {
  return (
    <AreaRoot area="client">
      <BrowserRouter basename={basename && basename !== '/' ? basename : undefined}>
        <RouterSync />
        <ClientRoutes />
      </BrowserRouter>
    </AreaRoot>
  );
}
