import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { useSession } from '../session/session.store';
import { ErrorBoundary } from '../ui/status-screens.ui';
import { NoticeHost } from '../ui/notice-host.ui';
import { ConfirmHost } from '../ui/confirm-host.ui';
import { useSendTimezoneOnce } from '../entities/use-send-timezone';

/**
 * What every remote's app is wrapped in: the shared query client, notices, the on-page confirm dialog, and an error boundary
 * so a crash stays inside the area. The router is the area's own (see useLocationSync).
 * `data-store-instance` lets tests check the session store is one singleton across apps.
 */
export function AreaRoot({ area, children }: { area: string; children: ReactNode }) {
  const instanceId = useSession((s) => s.instanceId);
  return (
    <div data-area={area} data-store-instance={instanceId}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SendTimezone />
          {children}
          <NoticeHost />
          <ConfirmHost />
        </QueryClientProvider>
      </ErrorBoundary>
    </div>
  );
}

/** Inside the query client: sends the user's zone once per device (docs/product.md, API paths). */
function SendTimezone() {
  useSendTimezoneOnce();
  return null;
}
