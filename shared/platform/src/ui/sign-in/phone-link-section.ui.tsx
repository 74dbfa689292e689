import { lazy, Suspense, useState } from 'react';
import { callerOf, useSession } from '../../session/session.store';
import { Button } from '../button.ui';
import { Spinner } from '../spinner.ui';
import { frameTexts } from '../frame.texts';
import { signInTexts as t } from './sign-in.texts';

// The form (and the phone mask) loads only when the person opens it.
const PhoneLink = lazy(() => import(/* webpackChunkName: "sign-in" */ './phone-link.ui'));

/**
 * 'Телефон для входа без Telegram' on Home and in the master's profile, inside a messenger (Telegram
 * or MAX): a person confirms a phone, and from then on signs in by it from any browser, into the same
 * bookings and cabinet. Inside MAX the confirmation joins the MAX person into the phone's person, whose
 * id the answer carries (phone-link.ui.tsx puts it in the session).
 */
export function PhoneLinkSection() {
  const caller = useSession(callerOf);
  const inMessenger = useSession((s) => s.launch !== null || s.container === 'max');
  const [open, setOpen] = useState(false);
  const [linked, setLinked] = useState<string | null>(null);
  if (!caller || !inMessenger) return null;
  return (
    <section className="bk-card bk-phone-link" aria-labelledby="bk-phone-link-title" data-testid="phone-link">
      <h2 id="bk-phone-link-title">{t.linkTitle}</h2>
      {linked ? (
        <p role="status">{t.linked(linked)}</p>
      ) : open ? (
        <Suspense fallback={<Spinner label={frameTexts.loading} />}>
          <PhoneLink name={caller.first_name} onLinked={setLinked} />
        </Suspense>
      ) : (
        <>
          <p className="bk-hint">{t.linkHint}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t.linkOpen}
          </Button>
        </>
      )}
    </section>
  );
}
