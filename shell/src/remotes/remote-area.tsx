import { useEffect, useRef, useState } from 'react';
import { Spinner, announceScreenShown, type Area } from '@booking/platform';
import { shellTexts } from '../app/shell.texts';
import { resetRemote } from './remote-registry';
import { loadArea, loadedArea, type AreaModule } from './load-area';
import { remoteVersion } from './remote-versions';

/** In place of an area that did not load (or of every area, when remotes.json did not). */
export function RetryCard({ area, error, onRetry }: { area?: Area; error: Error; onRetry: () => void }) {
  const [busy, setBusy] = useState(false);
  // A retry that failed again can be retried.
  useEffect(() => setBusy(false), [error]);
  // The shell's own screen in place of the area: the Telegram SDK may start now.
  useEffect(announceScreenShown, []);
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

/** What a remote's exposed app is: the bridge provider from `createBridgeComponent` (bridge-react/v19). */
interface BridgeProvider {
  render(info: { moduleName: string; dom: HTMLElement }): unknown;
  destroy(info: { moduleName: string; dom: HTMLElement }): unknown;
}

/**
 * Mounts a loaded area through its bridge provider: the remote renders into this element with its
 * own React root, and is unmounted with it. This is what the bridge's `createRemoteAppComponent`
 * does, without its `React.lazy`: a lazy component suspends on its first render even when its
 * module is already in, and React then holds the revealed fallback for 300 ms
 * (FALLBACK_THROTTLE_MS), on every start, cold or warm. The area is mounted only once loaded.
 */
function AreaMount({ area, module }: { area: Area; module: AreaModule }) {
  const dom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dom.current;
    if (!element) return;
    const moduleName = `${area}/app`;
    const provider = (module.default as () => BridgeProvider)();
    void Promise.resolve(provider.render({ moduleName, dom: element })).catch((error: unknown) => console.error(`Area "${area}" failed to render`, error));
    return () => {
      provider.destroy({ moduleName, dom: element });
    };
  }, [area, module]);
  return <div ref={dom} data-area-root={area} />;
}

/** The area's load: its module once in, or the error that kept it out (neither while loading). */
interface AreaLoad {
  module?: AreaModule;
  error?: Error;
}

/**
 * One area, loaded from its remote. If the remote is down, a retry card takes its place and the
 * rest of the app keeps working; retry re-fetches the remote without reloading the page.
 */
export function RemoteArea({ area }: { area: Area }) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<AreaLoad>(() => ({ module: loadedArea(area) }));
  useEffect(() => {
    let current = true;
    loadArea(area).then(
      (module) => current && setLoad((was) => (was.module === module ? was : { module })),
      (error: unknown) => current && setLoad({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [area, attempt]);
  const retry = () => {
    void resetRemote(area)
      .catch((error: unknown) => console.error('Resetting remote failed', error))
      .finally(() => {
        setLoad({});
        setAttempt((n) => n + 1);
      });
  };
  let content;
  if (load.error) content = <RetryCard area={area} error={load.error} onRetry={retry} />;
  else if (!load.module) content = <Spinner label={shellTexts.loading} />;
  else content = <AreaMount area={area} module={load.module} />;
  // `display: contents`: a wrapper for QA's eyes (which remote, which release), not for layout.
  return (
    <div data-remote-area={area} data-remote-version={load.module ? remoteVersion(area) : undefined} style={{ display: 'contents' }}>
      {content}
    </div>
  );
}
