import { webConfig } from '@booking/platform';
import { inPageLanguage } from '@booking/platform/page-links';
import { texts } from '../../shared/texts';

/** Privacy and terms, each in a new tab (docs/product.md, Master screens). */
export function LegalLinks() {
  return (
    <nav className="bk-legal" aria-label={`${texts.privacy}, ${texts.terms}`}>
      <a href={inPageLanguage(webConfig.privacyUrl)} target="_blank" rel="noopener noreferrer">
        {texts.privacy}
      </a>
      <a href={inPageLanguage(webConfig.termsUrl)} target="_blank" rel="noopener noreferrer">
        {texts.terms}
      </a>
    </nav>
  );
}
