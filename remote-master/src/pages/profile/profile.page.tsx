import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, LanguageChoice, LoadingState, PhoneLinkSection, QueryState, links, notify, pathTo, useSession, workerPlacesQuery } from '@booking/platform';
import { CabinetGate, type Cabinet } from '../../features/cabinet-gate/cabinet-gate.ui';
import { InviteLink } from '../../features/invite-link/invite-link.ui';
import { profileDefaults } from '../../features/profile-form/profile-form.lib';
import { useSaveProfile } from '../../features/profile-form/use-save-profile';
import { changeRulesDefaults } from '../../features/change-rules-form/change-rules.lib';
import { useSaveChangeRules } from '../../entities/worker/use-save-change-rules';
import { readServerError } from '../../shared/server-error.lib';
import { screens } from '../../shared/screens';
import { texts } from '../../shared/texts';
// The card to share, the chat's autoreply, the calendar feed.
import { ReachSections, ShareCard } from '../../features/reach/reach-sections.ui';
import { PaymentSettingsSection } from '../../features/payment-settings/payment-settings.ui';

const ProfileForm = lazy(() => import('../../features/profile-form/profile-form.ui').then((m) => ({ default: m.ProfileForm })));
const ChangeRulesForm = lazy(() => import('../../features/change-rules-form/change-rules-form.ui').then((m) => ({ default: m.ChangeRulesForm })));

function ProfileScreen({ worker, linkId }: Cabinet) {
  const places = useQuery(workerPlacesQuery(worker.id));
  const username = useSession((s) => s.launch?.user?.username);
  const inTelegram = useSession((s) => s.launch !== null);
  const save = useSaveProfile('update');
  const saveRules = useSaveChangeRules();
  const navigate = useNavigate();
  return (
    <main className="bk-page">
      <h1>{texts.profileTitle}</h1>
      <QueryState query={places}>
        {(list) => (
          <Suspense fallback={<LoadingState />}>
            <ProfileForm
              defaultValues={profileDefaults(worker, list[0] ?? null, username)}
              avatar={worker.avatar || null}
              submitLabel={texts.save}
              askUsername={inTelegram}
              onSubmit={async (values, file) => {
                await save(values, file, list[0]?.id ?? null);
                notify({ tone: 'success', title: texts.saved, message: '' });
              }}
            />
          </Suspense>
        )}
      </QueryState>
      <Suspense fallback={<LoadingState />}>
        <ChangeRulesForm
          defaultValues={changeRulesDefaults(worker)}
          onSubmit={async (values) => {
            try {
              await saveRules.mutateAsync(values);
            } catch (error) {
              console.error('Change rules save failed', error);
              throw await readServerError(error);
            }
            notify({ tone: 'success', title: texts.saved, message: '' });
          }}
        />
      </Suspense>
      <InviteLink workerUuid={worker.uuid}>
        {(link) => <ShareCard workerId={worker.id} link={link} />}
      </InviteLink>
      <Button variant="secondary" block className="bk-profile-link" onClick={() => navigate(pathTo(screens.masterAnalytics, { workerId: linkId }))}>
        {texts.analytics}
      </Button>
      <Button variant="secondary" block className="bk-profile-link" onClick={() => navigate(pathTo(screens.masterClients, { workerId: linkId }))}>
        {texts.clientsLink}
      </Button>
      <Button variant="secondary" block onClick={() => navigate(links.plans())}>
        {texts.manageSubscription}
      </Button>
      <ReachSections workerId={worker.id} />
      <PaymentSettingsSection workerId={worker.id} />
      <LanguageChoice />
      <PhoneLinkSection />
    </main>
  );
}

/** `/profile`, `/worker/{id}/profile` (docs/product.md, Master screens). */
export default function ProfilePage() {
  return <CabinetGate>{(cabinet) => <ProfileScreen {...cabinet} />}</CabinetGate>;
}
