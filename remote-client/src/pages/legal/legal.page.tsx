import { useLocation } from 'react-router-dom';
import { privacyText, termsText, type LegalText } from './legal.texts';

function LegalSections({ text, testId }: { text: LegalText; testId: string }) {
  return (
    <main className="bk-page bk-legal-page" data-testid={testId}>
      <h1>{text.title}</h1>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </main>
  );
}

/**
 * `/privacy`: what the app stores (Telegram id, name, username, timezone, bookings) and why; `/terms`:
 * the terms of use. Both open without launch data.
 */
export default function LegalPage() {
  const terms = useLocation().pathname.replace(/\/+$/, '').endsWith('/terms');
  return terms ? <LegalSections text={termsText} testId="terms-page" /> : <LegalSections text={privacyText} testId="privacy-page" />;
}
