import { useEffect, useState } from 'react';
import * as ops from '@booking/contracts/ops';
import { responseSchemaOf, urlFor, type ResponseOf } from '@booking/contracts/operation';
import { LAUNCH_HASH_KEY } from '@booking/contracts/names';
import { parseResponse } from '../../api/parse-response';
import { webConfig } from '../../lib/config';
import { buildLaunchHash } from '../../telegram/launch-params.lib';
import { frameTexts } from '../frame.texts';
import { signInTexts } from './sign-in.texts';

type DemoUser = ResponseOf<typeof ops.listDemoUsers>[number];

const apiUrl = (url: string) => `${webConfig.apiBaseUrl.replace(/\/$/, '')}/${url}`;
/** Plain fetch: these calls need no person. The tunnel header still goes along, or a tunnel would answer with its warning page. */
const tunnelHeaders = { [webConfig.tunnelHeader[0]]: webConfig.tunnelHeader[1] };

async function fetchDemoUsers(): Promise<DemoUser[]> {
  const res = await fetch(apiUrl(urlFor(ops.listDemoUsers)), { headers: tunnelHeaders });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return parseResponse(responseSchemaOf(ops.listDemoUsers), await res.json());
}

/** Signed by the server with the bot token: the choice itself can grant nothing. */
async function fetchInitData(userId: number): Promise<string> {
  const res = await fetch(apiUrl(urlFor(ops.demoInitData)), {
    method: ops.demoInitData.method,
    headers: { ...tunnelHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId }),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return parseResponse(responseSchemaOf(ops.demoInitData), await res.json()).init_data;
}

/**
 * The page starts again as Telegram would open it for this user: the signed launch data in the
 * address (and saved for this tab's reloads), the bridge mocked.
 */
function enterAs(initData: string): void {
  const hash = buildLaunchHash(initData);
  sessionStorage.setItem(LAUNCH_HASH_KEY, hash);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  window.location.reload();
}

/** 'Демо-вход' in the sign-in sheet (demo mode): enter as one of the seeded clients or masters. */
export function DemoChoice() {
  const [users, setUsers] = useState<DemoUser[] | null>(null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(false);
    fetchDemoUsers().then(
      (list) => live && setUsers(list),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const pick = (id: number) => {
    setBusy(id);
    fetchInitData(id).then(enterAs, () => {
      setBusy(null);
      setError(true);
    });
  };

  const group = (role: DemoUser['role'], title: string) => (
    <div className="bk-demo__group">
      <h4>{title}</h4>
      {users
        ?.filter((u) => u.role === role)
        .map((u) => (
          <button key={u.id} type="button" className="bk-button bk-button--plain" disabled={busy !== null} onClick={() => pick(u.id)}>
            {u.first_name} {u.last_name}
          </button>
        ))}
    </div>
  );

  return (
    <section className="bk-sign-in__demo" data-testid="demo-choice" aria-labelledby="bk-demo-title">
      <h3 id="bk-demo-title">{signInTexts.demo}</h3>
      <p className="bk-hint">{signInTexts.demoHint}</p>
      {error && (
        <p role="alert">
          {frameTexts.demoLoadError}{' '}
          <button type="button" className="bk-link" onClick={() => setAttempt((n) => n + 1)}>
            {frameTexts.retry}
          </button>
        </p>
      )}
      {!users && !error && <p>{frameTexts.loading}</p>}
      {users && group('client', frameTexts.demoClients)}
      {users && group('master', frameTexts.demoMasters)}
    </section>
  );
}
