import type { ReactNode } from 'react';
import { Button, openLink, webConfig } from '@booking/platform';
import { texts } from '../../shared/texts';
import { useCopied } from '../../shared/use-copied';
import { inviteLink, telegramShareUrl, webLink } from './invite-link.lib';

/** The master's link for clients: copy ('Скопировано!' for 2 s) and Telegram's share sheet; `children` adds buttons beside them. */
export function InviteLink({ workerUuid, children }: { workerUuid: string; children?: (link: string) => ReactNode }) {
  const link = inviteLink(webConfig.botUsername, workerUuid);
  const browserLink = webLink(window.location.origin, workerUuid);
  const [copied, copy] = useCopied();
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
        {children?.(link)}
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
