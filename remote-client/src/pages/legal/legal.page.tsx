import { privacyText, termsText, type LegalText } from './legal.texts';

function LegalPage({ text, testId }: { text: LegalText; testId: string }) {
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

/** `/privacy`: what the app stores (Telegram id, name, username, timezone, bookings) and why. Opens without launch data. */
export function PrivacyPage() {
  return <LegalPage text={privacyText} testId="privacy-page" />;
}

/** `/terms`: the terms of use. Opens without launch data. */
export function TermsPage() {
  return <LegalPage text={termsText} testId="terms-page" />;
}
