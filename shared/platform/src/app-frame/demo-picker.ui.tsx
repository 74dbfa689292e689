import { useEffect, useState } from 'react';
import * as ops from '@booking/contracts/ops';
import { responseSchemaOf, urlFor, type ResponseOf } from '@booking/contracts/operation';
import { parseResponse } from '../api/parse-response';
import { webConfig } from '../lib/config';
import { frameTexts } from '../ui/frame.texts';

type DemoUser = ResponseOf<typeof ops.listDemoUsers>[number];

const apiUrl = (url: string) => `${webConfig.apiBaseUrl.replace(/\/$/, '')}/${url}`;
/**
 * Plain fetch, not the API client: there is no launch data to send yet (the client would warn about
 * it). The tunnel header still goes along, or a tunnel would answer with its warning page.
 */
const tunnelHeaders = { [webConfig.tunnelHeader[0]]: webConfig.tunnelHeader[1] };

async function fetchDemoUsers(): Promise<DemoUser[]> {
  const res = await fetch(apiUrl(urlFor(ops.listDemoUsers)), { headers: tunnelHeaders });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return parseResponse(responseSchemaOf(ops.listDemoUsers), await res.json());
}

/** Signed by the server with the bot token: the picker itself can grant nothing. */
async function fetchInitData(userId: number): Promise<string> {
  const res = await fetch(apiUrl(urlFor(ops.demoInitData)), {
    method: ops.demoInitData.method,
    headers: { ...tunnelHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId }),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return parseResponse(responseSchemaOf(ops.demoInitData), await res.json()).init_data;
}

/** Outside Telegram, with demo mode on: enter as one of the seeded clients or masters. */
export function DemoPicker({ onSigned }: { onSigned: (initData: string) => void }) {
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
    fetchInitData(id).then(onSigned, () => {
      setBusy(null);
      setError(true);
    });
  };

  const group = (role: DemoUser['role'], title: string) => (
    <section className="bk-demo__group">
      <h2>{title}</h2>
      {users
        ?.filter((u) => u.role === role)
        .map((u) => (
          <button key={u.id} type="button" className="bk-button bk-button--plain" disabled={busy !== null} onClick={() => pick(u.id)}>
            {u.first_name} {u.last_name}
          </button>
        ))}
    </section>
  );

  return (
    <main className="bk-demo" data-testid="demo-picker">
      <h1>{frameTexts.demoTitle}</h1>
      <p className="bk-hint">{frameTexts.demoHint}</p>
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
    </main>
  );
}
