import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import type { Worker } from '@booking/contracts/schemas';
import { useCabinetWorker } from '../../entities/worker/use-cabinet-worker';
import { texts } from '../../shared/texts';

/** The caller's worker and the worker id to keep in links (undefined on unprefixed routes). */
export interface Cabinet {
  worker: Worker;
  linkId: number | undefined;
}

interface CabinetGateProps {
  children: (cabinet: Cabinet) => ReactNode;
  /**
   * What an unprefixed route shows a user who is not a master: the master welcome (default), or
   * nothing (`/bookings`: the shell routes non-masters to the client area there).
   */
  nonMaster?: 'welcome' | 'nothing';
}

/** Renders a cabinet page only for its own master; loading, error and 'Работник не найден' otherwise. */
export function CabinetGate({ children, nonMaster = 'welcome' }: CabinetGateProps) {
  const state = useCabinetWorker();
  switch (state.kind) {
    case 'loading':
      return <LoadingState />;
    case 'error':
      return <ErrorState onRetry={state.retry} />;
    case 'foreign':
      return (
        <main className="bk-page">
          <EmptyState message={texts.workerNotFound} />
        </main>
      );
    case 'not-master':
      return nonMaster === 'welcome' ? <Navigate to={pathTo(screens.masterWelcome)} replace /> : null;
    case 'own':
      return <>{children({ worker: state.worker, linkId: state.prefixed ? state.worker.id : undefined })}</>;
  }
}
