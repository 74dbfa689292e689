import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, haptic, isInsideTelegram, uiTexts, useAnswerWriteAccess, useWriteAccessQuestion, writeAccessQuery } from '@booking/platform';

/**
 * Asks for permission to send messages (Telegram's requestWriteAccess) with a one-line
 * reason shown first: after a client's first booking (the success screen) and after a master
 * registers. The reason and the two buttons are on the page; 'Разрешить' opens Telegram's question.
 * The answer goes to the server, which says whether to ask at all (not once allowed, and not for
 * 30 days after a refusal, on any device). Only inside Telegram, once the SDK has started.
 */
export function WriteAccessPrompt({ who }: { who: 'client' | 'master' }) {
  const askWriteAccess = useWriteAccessQuestion();
  const inside = isInsideTelegram();
  const state = useQuery({ ...writeAccessQuery(), enabled: inside && askWriteAccess !== null });
  const answer = useAnswerWriteAccess();
  const [asking, setAsking] = useState(false);
  if (!inside || !askWriteAccess || !state.data?.ask || answer.isSuccess) return null;

  const allow = async () => {
    const question = askWriteAccess();
    if (!question) return answer.mutate(false);
    setAsking(true);
    try {
      const allowed = (await question) === 'allowed';
      haptic(allowed ? 'success' : 'warning');
      answer.mutate(allowed);
    } catch (error) {
      // Telegram did not answer (an old client, a timeout): ask again another time.
      console.error('Write access request failed', error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <aside className="bk-card bk-write-access" data-testid="write-access-prompt" aria-live="polite">
      <p>{who === 'client' ? uiTexts.writeAccessClientReason : uiTexts.writeAccessMasterReason}</p>
      <div className="bk-write-access__actions">
        <Button busy={asking || answer.isPending} onClick={() => void allow()}>
          {uiTexts.writeAccessAllow}
        </Button>
        <Button variant="secondary" disabled={asking || answer.isPending} onClick={() => answer.mutate(false)}>
          {uiTexts.writeAccessLater}
        </Button>
      </div>
    </aside>
  );
}
