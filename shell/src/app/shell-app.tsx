import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { areaForPath, queryClient, useSession, useTelegramBackButton } from '@booking/shared/web';
import { RemoteArea } from '../remotes/remote-area';
import { NotFoundPage } from '../pages/not-found.page';

/** Picks the remote that serves the current path (spec section 2 route table). */
function AreaOutlet() {
  const location = useLocation();
  const navigate = useNavigate();
  useTelegramBackButton(location, useCallback(() => navigate(-1), [navigate]));
  const { pathname } = location;
  const area = areaForPath(pathname);
  return area ? <RemoteArea key={area} area={area} /> : <NotFoundPage />;
}

/**
 * The shell owns routing between areas and the Telegram chrome; the screens belong to the
 * remotes. The shell's router only tracks the location (no route table: the area is picked by
 * areaForPath), and the bridge hands each remote no basename, so every remote routes on full
 * paths exactly as the spec lists them.
 */
export function ShellApp() {
  const instanceId = useSession((s) => s.instanceId);
  return (
    <div data-shell data-store-instance={instanceId}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AreaOutlet />
        </BrowserRouter>
      </QueryClientProvider>
    </div>
  );
}
