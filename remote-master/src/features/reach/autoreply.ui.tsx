import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryState, notify, useSession, callerIdOf, webConfig } from '@booking/platform';
import { mySubscriptionQuery, plansListQuery } from '@booking/platform/plans';
import { autoreplyQuery, useSetAutoreply } from '../../entities/reach/reach.api';
import { texts } from '../../shared/texts';
import { autoreplyBlock, planAllowsAutoreply } from './reach.lib';

/** What is missing for the switch, by its text's key in the catalogue (read when shown, so in the page's language). */
const BLOCK_TEXT = { connection: 'autoreplyNeedsConnection', rights: 'autoreplyNeedsRights', plan: 'autoreplyNeedsPlan' } as const satisfies Record<string, keyof typeof texts>;

/**
 * 'Автоответ в личных сообщениях': whether the master's Telegram account has the bot
 * connected (Telegram Business), how to connect it, and the switch (off by default). The switch
 * cannot be turned on without a connection that may reply and a plan that has it; the line under
 * it says which is missing. One that is on can always be turned off.
 */
export function BusinessAutoreply({ workerId }: { workerId: number }) {
  const state = useQuery(autoreplyQuery(workerId));
  const telegramId = useSession(callerIdOf);
  const plans = useQuery(plansListQuery());
  const subscription = useQuery({ ...mySubscriptionQuery(telegramId ?? 0), enabled: telegramId !== null });
  const save = useSetAutoreply(workerId);
  const noteId = useId();

  return (
    <section className="bk-card bk-reach" aria-labelledby="autoreply-title" data-testid="business-autoreply">
      <h2 id="autoreply-title">{texts.autoreplyTitle}</h2>
      <p className="bk-hint">{texts.autoreplyAbout}</p>
      <QueryState query={state}>
        {(s) => {
          const block = autoreplyBlock(s, planAllowsAutoreply(plans.data, subscription.data));
          const locked = block !== null && !s.enabled;
          return (
            <>
              <p className={`bk-reach__status ${s.connected ? 'is-on' : ''}`}>{s.connected ? texts.autoreplyConnected : texts.autoreplyNotConnected}</p>
              {!s.connected && <p className="bk-hint">{texts.autoreplyHowTo(webConfig.botUsername.replace(/^@/, ''))}</p>}
              <label className="bk-reach__switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={s.enabled}
                  disabled={locked || save.isPending}
                  aria-describedby={block ? noteId : undefined}
                  onChange={(e) =>
                    save.mutate(e.target.checked, {
                      onError: (error) => {
                        console.error('Autoreply switch failed', error);
                        notify({ tone: 'error', title: texts.autoreplySaveFailed, message: '' });
                      },
                    })
                  }
                />
                <span>{texts.autoreplySwitch}</span>
              </label>
              {block && (
                <p id={noteId} className="bk-hint" data-testid="autoreply-block">
                  {texts[BLOCK_TEXT[block]]}
                </p>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
