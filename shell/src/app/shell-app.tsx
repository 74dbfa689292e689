import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
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
 * remotes. One splat route keeps the basename the bridge hands each remote at '/', so every
 * remote routes on full paths exactly as the spec lists them.
 */
export function ShellApp() {
  const instanceId = useSession((s) => s.instanceId);
  return (
    <div data-shell data-store-instance={instanceId}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<AreaOutlet />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </div>
  );
}
