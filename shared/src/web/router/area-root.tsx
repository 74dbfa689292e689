import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { useSession } from '../session/session.store';
import { ErrorBoundary } from '../app-frame/status-screens.ui';
import { LocationSync } from './location-sync';
import { NoticeHost } from '../ui/notice-host.ui';

/**
 * What every remote's app is wrapped in: the shared query client, its router (basename from the
 * bridge, or the standalone prefix), location sync with the shell, and an error boundary so a
 * crash stays inside the area. `data-store-instance` lets tests check the store is one singleton.
 */
export function AreaRoot({ area, basename, children }: { area: string; basename?: string; children: ReactNode }) {
  const instanceId = useSession((s) => s.instanceId);
  return (
    <div data-area={area} data-store-instance={instanceId}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename={basename && basename !== '/' ? basename : undefined}>
            <LocationSync />
            {children}
            <NoticeHost />
          </BrowserRouter>
        </QueryClientProvider>
      </ErrorBoundary>
    </div>
  );
}
