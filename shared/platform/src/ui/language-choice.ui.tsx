import { useId, useState } from 'react';
import { saveLanguageChoice } from '../entities/users.api';
import { LANGUAGES, currentLanguage, isLanguage, storeLanguageChoice } from '../i18n/language';
import { notify } from './notice.store';
import { uiTexts } from './ui.texts';

/**
 * 'Язык' / 'Language': the person's choice, on the client's Home and in the master's profile.
 * Each language is named in itself. The server keeps the choice (the bot, reminders and other
 * devices follow it), then the page starts again in the new language: every text of the page is
 * decided at start-up, so nothing shows half in one language. A failed save says so in the app's
 * notices and changes nothing.
 */
export function LanguageChoice() {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    setSaving(true);
    try {
      await saveLanguageChoice(value);
      storeLanguageChoice(value);
      window.location.reload();
    } catch {
      notify({ tone: 'error', title: uiTexts.languageFailed, message: '' });
      setSaving(false);
    }
  };
  return (
    <div className="bk-field" data-testid="language-choice">
      <label htmlFor={id} className="bk-field__label">{uiTexts.language}</label>
      <select id={id} value={currentLanguage()} disabled={saving} onChange={(e) => void choose(e.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {uiTexts.languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
