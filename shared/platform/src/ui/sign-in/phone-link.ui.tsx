import { useState } from 'react';
import * as ops from '@booking/contracts/ops';
import type { CodeSent } from '@booking/contracts/schemas';
import { send } from '../../entities/entity-fetch.lib';
import { queryClient } from '../../api/query-client';
import { sessionStore } from '../../session/session.store';
import { notify } from '../notice.store';
import { CodeStep, PhoneStep } from './sign-in-steps.ui';
import { signInTexts as t } from './sign-in.texts';

type Step = { kind: 'phone' } | { kind: 'code'; sent: CodeSent & { at: number }; phone: string; name: string };

/**
 * 'Телефон для входа без Telegram', opened: the phone, its code, and then a sign-in by that phone
 * from any browser enters this person. What a join moved is told in a notice.
 */
export default function PhoneLink({ name, onLinked }: { name: string; onLinked: (phone: string) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [typed, setTyped] = useState('');
  return step.kind === 'phone' ? (
    <PhoneStep
      knownName={name}
      initial={{ name, phone: typed }}
      onSent={(sent, phone) => {
        setTyped(phone);
        setStep({ kind: 'code', sent: { ...sent, at: Date.now() }, phone, name });
      }}
    />
  ) : (
    <CodeStep
      sent={step.sent} phone={step.phone} name={step.name} submitLabel={t.linkConfirm}
      onBack={() => setStep({ kind: 'phone' })}
      onResent={(sent) => setStep({ ...step, sent: { ...sent, at: Date.now() } })}
      onCode={async (phone, code) => {
        const linked = await send(ops.linkPhone, { phone, code });
        // A web session (if any) is the same person now; what a join moved is read again.
        if (sessionStore.getState().person) sessionStore.getState().setPerson(linked.person);
        if (linked.joined_bookings) void queryClient.invalidateQueries();
        notify({ tone: 'success', title: t.linked(step.sent.phone), message: linked.joined_bookings ? t.joined(linked.joined_bookings) : '' });
        onLinked(step.sent.phone);
      }}
    />
  );
}
