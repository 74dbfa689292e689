import { useEffect, useMemo, useState, type ComponentType } from 'react';
// The base bridge: the default entry wraps the remote in react-router hooks, pulling the whole router into the shell.
import { createRemoteAppComponent } from '@module-federation/bridge-react/base';
import { Spinner, type Area } from '@booking/shared/web';
import { shellTexts } from '../app/shell.texts';
import { resetRemote } from './remote-registry';
import { loadArea } from './load-area';
import { remoteVersion } from './remote-versions';

function RetryCard({ area, error, onRetry }: { area: Area; error: Error; onRetry: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <main className="bk-status" role="alert" data-testid="remote-retry" data-remote={area}>
      <h1>{shellTexts.remoteFailedTitle}</h1>
      <p className="bk-hint">{shellTexts.remoteFailedMessage}</p>
      <p className="bk-status__detail">{error.message}</p>
      <button
        type="button"
        className="bk-button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          onRetry();
        }}
      >
        {shellTexts.retry}
      </button>
    </main>
  );
}

function createArea(area: Area, onRetry: () => void): ComponentType {
  return createRemoteAppComponent({
    loader: () => loadArea(area),
    loading: <Spinner label={shellTexts.loading} />,
    fallback: ({ error }) => <RetryCard area={area} error={error} onRetry={onRetry} />,
  }) as unknown as ComponentType;
}

/**
 * One area, loaded from its remote. If the remote is down, a retry card takes its place and the
 * rest of the app keeps working; retry re-fetches the remote without reloading the page.
 */
export function RemoteArea({ area }: { area: Area }) {
  const [attempt, setAttempt] = useState(0);
  const Area = useMemo(
    () =>
      createArea(area, () => {
        void resetRemote(area)
          .catch((error: unknown) => console.error('Resetting remote failed', error))
          .finally(() => setAttempt((n) => n + 1));
      }),
    // A new component per attempt: React.lazy inside the bridge caches a failed load for good.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [area, attempt],
  );
  const [version, setVersion] = useState(() => remoteVersion(area));
  useEffect(() => {
    loadArea(area).then(
      () => setVersion(remoteVersion(area)),
      () => undefined,
    );
  }, [area, attempt]);
  // `display: contents`: a wrapper for QA's eyes (which remote, which release), not for layout.
  return (
    <div data-remote-area={area} data-remote-version={version} style={{ display: 'contents' }}>
      <Area />
    </div>
  );
}
