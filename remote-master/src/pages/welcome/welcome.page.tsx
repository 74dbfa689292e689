import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { LoadingState, callerOf, requestSignIn, useSession, workerByTelegramQuery, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import { WelcomeSteps } from '../../features/master-welcome/welcome-steps.ui';
import { LegalLinks } from '../../features/master-welcome/legal-links.ui';
import { profileDefaults } from '../../features/profile-form/profile-form.lib';
import { useSaveProfile } from '../../features/profile-form/use-save-profile';
import { texts } from '../../shared/texts';

// The form and mask libraries load only when step 3 shows the form.
const ProfileForm = lazy(() => import('../../features/profile-form/profile-form.ui').then((m) => ({ default: m.ProfileForm })));

/** `/welcome/master` (docs/product.md, Master screens): three steps; a new master ends on their schedule. */
export default function WelcomePage() {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const user = useSession(callerOf);
  const inTelegram = useSession((s) => s.launch !== null);
  const username = useSession((s) => s.launch?.user?.username);
  const own = useQuery({ ...workerByTelegramQuery(user?.id ?? 0), enabled: user != null && step >= 2 });
  const navigate = useNavigate();
  const save = useSaveProfile('create');
  const [wantsNext, setWantsNext] = useState(false);

  const proceed = () => {
    if (own.data) return navigate(pathTo(screens.masterSchedule, { workerId: own.data.id }));
    // Not a master yet (or the lookup failed: creating then says so if the profile exists).
    setStep(3);
  };
  const onContinue = async () => {
    // In a plain browser a guest signs in first; the lookup of their master profile then runs.
    if (!user && !inTelegram) {
      if (await requestSignIn()) setWantsNext(true);
      return;
    }
    if (own.isPending && user) setWantsNext(true);
    else proceed();
  };
  // 'Продолжить' pressed before the lookup answered: go on as soon as it does.
  useEffect(() => {
    if (!wantsNext || own.isPending) return;
    setWantsNext(false);
    proceed();
  }, [wantsNext, own.isPending]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <WelcomeSteps
      step={step}
      firstName={user?.first_name ?? ''}
      checking={wantsNext}
      onCabinet={() => setStep(2)}
      onContinue={() => void onContinue()}
      footer={<LegalLinks />}
      form={
        <Suspense fallback={<LoadingState />}>
          <ProfileForm
            defaultValues={profileDefaults(null, null, username)}
            askUsername={inTelegram}
            avatar={null}
            submitLabel={texts.save}
            onSubmit={async (values, file) => {
              const worker = await save(values, file, null);
              // The schedule then asks for permission to send messages.
              navigate(pathTo(screens.masterSchedule, { workerId: worker.id }), { state: { registered: true } });
            }}
          />
        </Suspense>
      }
    />
  );
}
