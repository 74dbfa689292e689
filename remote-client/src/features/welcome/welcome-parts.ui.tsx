import * as schemas from '@booking/contracts/schemas';
import { mapsSearchUrl, phoneUrl, truncateAddress, webConfig } from '@booking/platform';
import { inPageLanguage } from '@booking/platform/page-links';
import { openChat } from '../../shared/open-chat';
import { texts } from '../../shared/texts';
import { outsideLink } from './outside-link';

/** The address button: label cut at 30 characters plus '…', a maps search for the whole address in a new tab. */
export function AddressButton({ address }: { address: string | null | undefined }) {
  if (!address) return null;
  return (
    <a className="bk-button bk-button--plain bk-button--block" data-testid="address-button" title={address} {...outsideLink(mapsSearchUrl(address))}>
      {truncateAddress(address)}
    </a>
  );
}

/** The contacts row, shown only when something exists: phone (`tel:`), a chat with the messenger user, website. */
export function ContactsRow({ phone, username, website: given }: { phone?: string | null; username?: string | null; website?: string | null }) {
  // Only a web address is ever a link here (the server refuses others; this guards older data too).
  const website = given && schemas.isWebUrl(given) ? given : null;
  if (!phone && !username && !website) return null;
  return (
    <div className="bk-contacts-row" data-testid="contacts-row">
      {phone && (
        <a className="bk-button bk-button--plain" href={phoneUrl(phone)}>
          {texts.call}
        </a>
      )}
      {username && (
        <button type="button" className="bk-button bk-button--plain" onClick={() => openChat(username)}>
          {texts.messenger}
        </button>
      )}
      {website && (
        <a className="bk-button bk-button--plain" {...outsideLink(website)}>
          {texts.website}
        </a>
      )}
    </div>
  );
}

/** Footer links to the privacy policy and the terms, each in a new tab (URLs from the build's config). */
export function LegalLinks() {
  return (
    <footer className="bk-legal" data-testid="legal-links">
      <a className="bk-link" {...outsideLink(inPageLanguage(webConfig.privacyUrl))}>
        {texts.privacy}
      </a>
      <a className="bk-link" {...outsideLink(inPageLanguage(webConfig.termsUrl))}>
        {texts.terms}
      </a>
    </footer>
  );
}

/** The product's mark at the top of the welcome screens. */
export function Logo() {
  return (
    <div className="bk-logo" aria-label={texts.appName} role="img">
      <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true">
        <rect x="3" y="6" width="26" height="23" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M3 13h26M10 3v6M22 3v6M11 21l4 4 7-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{texts.appName}</span>
    </div>
  );
}
