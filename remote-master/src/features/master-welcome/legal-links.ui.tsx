import { webConfig } from '@booking/platform';
import { texts } from '../../shared/texts';

/** Spec section 2: privacy and terms, each in a new tab. */
export function LegalLinks() {
  return (
    <nav className="bk-legal" aria-label={`${texts.privacy}, ${texts.terms}`}>
      <a href={webConfig.privacyUrl} target="_blank" rel="noopener noreferrer">
        {texts.privacy}
      </a>
      <a href={webConfig.termsUrl} target="_blank" rel="noopener noreferrer">
        {texts.terms}
      </a>
    </nav>
  );
}
