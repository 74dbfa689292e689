import { useState } from 'react';
import { Button, canShareMessage, notify, shareLink, shareMessage } from '@booking/platform';
import { prepareShareCard } from '../../entities/reach/reach.api';
import { readServerError } from '../../shared/server-error.lib';
import { texts } from '../../shared/texts';
import { useCopied } from '../../shared/use-copied';

/**
 * 'Поделиться карточкой': the server prepares the master's card as an inline message
 * (a new one on each press: a prepared message expires) and Telegram's share sheet sends it to any
 * chat. Inside MAX, whose sheet takes a link and no prepared message, MAX's sheet shares the invite
 * link; elsewhere, or on a Telegram too old for the sheet, the invite link is copied instead.
 */
export function ShareCardButton({ workerId, link }: { workerId: number; link: string }) {
  const [busy, setBusy] = useState(false);
  const [copied, copy] = useCopied();

  const share = async () => {
    setBusy(true);
    try {
      if (!(await canShareMessage())) {
        if ((await shareLink(link, texts.inviteShareText)) !== null) return;
        if (await copy(link)) notify({ tone: 'success', title: texts.linkCopied, message: '' });
        return;
      }
      // One more try with a fresh card when Telegram says the prepared one has expired.
      for (let attempt = 0; attempt < 2; attempt++) {
        const card = await prepareShareCard(workerId);
        if ((await shareMessage(card.id)) !== 'expired') return;
      }
    } catch (error) {
      console.error('Share card failed', error);
      notify({ tone: 'error', title: texts.shareCardFailed, message: (await readServerError(error)).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} onClick={() => void share()} aria-live="polite">
      {copied ? texts.linkCopied : texts.shareCard}
    </Button>
  );
}
