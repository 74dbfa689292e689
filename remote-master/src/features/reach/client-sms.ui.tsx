import { useQuery } from '@tanstack/react-query';
import { QueryState, notify } from '@booking/platform';
import { clientSmsQuery, useSetClientSms } from '../../entities/reach/reach.api';
import { texts } from '../../shared/texts';

/**
 * 'СМС клиентам': clients without a messenger the bot may write to get the confirmation, the
 * reminder 2 hours before and the master's cancel or move by SMS. The master may turn them off; the
 * line under the switch says what this month has used of the plan's cap, in billed parts (a long
 * message in Cyrillic is two or three).
 */
/** The parts a booking's SMS usually takes (Cyrillic, with the booking's link). */
const SMS_PARTS_OF_A_MESSAGE = 3;

export function ClientSms({ workerId }: { workerId: number }) {
  const state = useQuery(clientSmsQuery(workerId));
  const save = useSetClientSms(workerId);
  return (
    <section className="bk-card bk-reach" aria-labelledby="client-sms-title" data-testid="client-sms">
      <h2 id="client-sms-title">{texts.clientSmsTitle}</h2>
      <p className="bk-hint">{texts.clientSmsAbout}</p>
      <QueryState query={state}>
        {(s) => (
          <>
            <label className="bk-reach__switch">
              <input
                type="checkbox"
                role="switch"
                checked={s.enabled}
                disabled={save.isPending}
                onChange={(e) =>
                  save.mutate(e.target.checked, {
                    onError: (error) => {
                      console.error('Client SMS switch failed', error);
                      notify({ tone: 'error', title: texts.autoreplySaveFailed, message: '' });
                    },
                  })
                }
              />
              <span>{texts.clientSmsSwitch}</span>
            </label>
            <p className="bk-hint" data-testid="client-sms-used">
              {s.max < 0 ? texts.clientSmsUsedUnlimited(s.used) : texts.clientSmsUsed(s.used, s.max)}
            </p>
            {/* A message is two or three parts in Cyrillic: under three left, the next may not fit. */}
            {s.max >= 0 && s.max - s.used < SMS_PARTS_OF_A_MESSAGE && (
              <p className="bk-error">{s.used >= s.max ? texts.clientSmsCapReached : texts.clientSmsCapNear}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
