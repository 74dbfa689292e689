import type { ReactNode } from 'react';
import { Button } from '@booking/platform';
import { texts } from '../../shared/texts';

interface WelcomeStepsProps {
  step: 1 | 2 | 3;
  firstName: string;
  /** Step 2's 'Продолжить' is busy while we find out whether the user is already a master. */
  checking: boolean;
  onCabinet: () => void;
  onContinue: () => void;
  /** Step 3: the profile form. */
  form: ReactNode;
  /** Privacy and terms links (docs/product.md, Master screens), shown on every step. */
  footer: ReactNode;
}

/** The master welcome, one step at a time (docs/product.md, Master screens). */
export function WelcomeSteps({ step, firstName, checking, onCabinet, onContinue, form, footer }: WelcomeStepsProps) {
  return (
    <main className="bk-page bk-welcome" data-step={step}>
      {step === 1 && (
        <section className="bk-welcome__step">
          <h1>{texts.welcomeTitle}</h1>
          <Button block onClick={onCabinet}>
            {texts.welcomeCabinet}
          </Button>
        </section>
      )}
      {step === 2 && (
        <section className="bk-welcome__step">
          <h1>{texts.welcomeGreeting(firstName)}</h1>
          <p>{texts.welcomeLead}</p>
          <Button block busy={checking} onClick={onContinue}>
            {texts.welcomeContinue}
          </Button>
        </section>
      )}
      {step === 3 && (
        <section className="bk-welcome__step">
          <h1>{texts.profileCreateTitle}</h1>
          {form}
        </section>
      )}
      <footer className="bk-welcome__footer">{footer}</footer>
    </main>
  );
}
