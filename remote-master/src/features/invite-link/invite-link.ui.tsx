import type { ReactNode } from 'react';
import { Button, openLink, shareLink, useSession, webConfig } from '@booking/platform';
import { texts } from '../../shared/texts';
import { useCopied } from '../../shared/use-copied';
import { inviteLink, maxInviteLink, telegramShareUrl, webLink } from './invite-link.lib';

/**
 * The master's links for clients: Telegram's (copy, 'Скопировано!' for 2 s, and Telegram's share
 * sheet), MAX's (copy, and inside MAX its share sheet) and the browser's; `children` adds buttons
 * beside the first, given the link of the messenger the page runs in.
 */
export function InviteLink({ workerUuid, children }: { workerUuid: string; children?: (link: string) => ReactNode }) {
  const link = inviteLink(webConfig.botUsername, workerUuid);
  const maxLink = maxInviteLink(webConfig.maxBotName, workerUuid);
  const browserLink = webLink(window.location.origin, workerUuid);
  const inMax = useSession((s) => s.container === 'max');
  const [copied, copy] = useCopied();
  const [maxCopied, copyMax] = useCopied();
  const [webCopied, copyWeb] = useCopied();

  return (
    <section className="bk-card bk-invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{texts.inviteTitle}</h2>
      <input className="bk-invite__link" readOnly value={link} aria-label={texts.inviteTitle} data-testid="invite-link" onFocus={(e) => e.target.select()} />
      <div className="bk-invite__actions">
        <Button variant="secondary" onClick={() => void copy(link)} aria-live="polite">
          {copied ? texts.copied : texts.inviteCopy}
        </Button>
        <Button variant="secondary" onClick={() => openLink(telegramShareUrl(link, texts.inviteShareText))}>
          {texts.inviteShare}
        </Button>
        {children?.(inMax ? maxLink : link)}
      </div>
      <h3 id="max-link-title">{texts.maxLinkTitle}</h3>
      <input className="bk-invite__link" readOnly value={maxLink} aria-labelledby="max-link-title" data-testid="max-link" onFocus={(e) => e.target.select()} />
      <div className="bk-invite__actions">
        <Button variant="secondary" onClick={() => void copyMax(maxLink)} aria-live="polite">
          {maxCopied ? texts.copied : texts.maxLinkCopy}
        </Button>
        {inMax && (
          <Button variant="secondary" onClick={() => void shareLink(maxLink, texts.inviteShareText)}>
            {texts.maxShare}
          </Button>
        )}
      </div>
      <h3 id="web-link-title">{texts.webLinkTitle}</h3>
      <input className="bk-invite__link" readOnly value={browserLink} aria-labelledby="web-link-title" data-testid="web-link" onFocus={(e) => e.target.select()} />
      <div className="bk-invite__actions">
        <Button variant="secondary" onClick={() => void copyWeb(browserLink)} aria-live="polite">
          {webCopied ? texts.copied : texts.webLinkCopy}
        </Button>
      </div>
    </section>
  );
}
