import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ops as reachOps } from '@booking/contracts/reach';
import { homeScreenTexts as texts } from './telegram-ui.texts';
import { Button, addToHomeScreen, entityQuery, homeScreenStatus, send, uiTexts } from '@booking/platform';


/**
 * 'Добавить на главный экран', offered once when the server says so (GET
 * /profile/home-screen: after a client's second booking, a master's first received one; not for 30
 * days after a refusal) and Telegram says the app is missing from the home screen and can be put
 * there. Already there: the server is told, nothing is shown. Telegram's answer, or 'Не сейчас', goes
 * to POST /profile/home-screen. Loaded only inside Telegram (home-screen-offer.tsx).
 */
export default function HomeScreenPrompt() {
  const client = useQueryClient();
  const query = entityQuery(['users', 'home-screen'] as const, reachOps.getHomeScreen);
  const state = useQuery(query);
  const answer = useMutation({
    mutationFn: (value: 'added' | 'refused') => send(reachOps.answerHomeScreen, { answer: value }),
    onSuccess: (next) => client.setQueryData(query.queryKey, next),
  });
  const [status, setStatus] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [closed, setClosed] = useState(false);
  const offer = state.data?.offer === true;
  const { mutate } = answer;

  useEffect(() => {
    if (!offer) return;
    let live = true;
    void homeScreenStatus().then((s) => {
      if (!live) return;
      setStatus(s);
      if (s === 'added') mutate('added');
    });
    return () => {
      live = false;
    };
  }, [offer, mutate]);

  if (!offer || status !== 'missing' || closed || answer.isSuccess) return null;

  const add = async () => {
    setAsking(true);
    const result = await addToHomeScreen();
    setAsking(false);
    if (result === 'added' || result === 'refused') mutate(result);
    // Telegram said nothing (a device that cannot tell): asked once here; its status tells next time.
    else setClosed(true);
  };

  return (
    <aside className="bk-card bk-write-access" data-testid="home-screen-offer" aria-live="polite">
      <p>{texts.reason}</p>
      <div className="bk-write-access__actions">
        <Button busy={asking || answer.isPending} onClick={() => void add()}>
          {texts.add}
        </Button>
        <Button variant="secondary" disabled={asking || answer.isPending} onClick={() => mutate('refused')}>
          {uiTexts.writeAccessLater}
        </Button>
      </div>
    </aside>
  );
}
