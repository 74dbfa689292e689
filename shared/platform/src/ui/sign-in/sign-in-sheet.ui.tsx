import { useState } from 'react';
import * as ops from '@booking/contracts/ops';
import type { CodeSent, Me } from '@booking/contracts/schemas';
import { send } from '../../entities/entity-fetch.lib';
import { queryClient } from '../../api/query-client';
import { sessionStore, useSession } from '../../session/session.store';
import { finishSignIn } from '../../session/sign-in.store';
import { Modal } from '../modal.ui';
import { DemoChoice } from './demo-choice.ui';
import { CodeStep, PhoneStep } from './sign-in-steps.ui';
import { signInTexts as t } from './sign-in.texts';

type Step = { kind: 'phone' } | { kind: 'code'; sent: CodeSent & { at: number }; phone: string; name: string };

/**
 * The sign-in sheet (outside the messengers): a code by SMS opens a session, or, in demo mode,
 * 'Демо-вход' enters as a seeded person. Whoever asked for it goes on once the person is in.
 */
export default function SignInSheet() {
  const web = useSession((s) => s.web);
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [typed, setTyped] = useState({ name: '', phone: '' });

  const signedIn = (me: Me) => {
    sessionStore.getState().setPerson(me.person);
    // What was read as a guest is read again as the person.
    void queryClient.invalidateQueries();
    finishSignIn();
  };

  return (
    <Modal title={t.title} onClose={finishSignIn}>
      <div className="bk-sign-in" data-testid="sign-in-sheet">
        {web?.webSignIn === false ? (
          <p className="bk-hint" role="status">{t.off}</p>
        ) : step.kind === 'phone' ? (
          <PhoneStep
            initial={typed}
            onSent={(sent, phone, name) => {
              setTyped({ name, phone });
              setStep({ kind: 'code', sent: { ...sent, at: Date.now() }, phone, name });
            }}
          />
        ) : (
          <CodeStep
            sent={step.sent} phone={step.phone} name={step.name} onBack={() => setStep({ kind: 'phone' })}
            onCode={async (phone, code) => signedIn(await send(ops.signIn, { phone, code }))}
            onResent={(sent) => setStep({ ...step, sent: { ...sent, at: Date.now() } })}
          />
        )}
        {web?.demo && <DemoChoice />}
      </div>
    </Modal>
  );
}
