import { Button } from '@booking/platform';
import { FormField, fieldA11y } from '../../shared/form-field.ui';
import { CLIENT_NOTE_MAX } from '@booking/contracts/analytics';
import { texts } from '../../entities/client/clients.texts';
import { useNoteAutosave } from './use-note-autosave';
import type { NoteStatus } from './note-saver.lib';

interface ClientNoteProps {
  initial: string;
  save: (note: string, leaving: boolean) => Promise<unknown>;
}

/** The line beside the note for each state (read from the catalogue when shown, so in the page's language). */
const STATUS_TEXT: Record<NoteStatus, () => string> = {
  idle: () => '',
  pending: () => texts.saving,
  saving: () => texts.saving,
  saved: () => texts.saved,
  error: () => texts.noteFailed,
  'too-long': () => '',
};

/** The master's private note about a client: saved as they type, up to 2000 characters. */
export function ClientNote({ initial, save }: ClientNoteProps) {
  const note = useNoteAutosave(initial, CLIENT_NOTE_MAX, save);
  const tooLong = note.status === 'too-long' ? texts.noteTooLong(CLIENT_NOTE_MAX) : undefined;
  return (
    <section className="bk-client-note">
      <FormField
        id="client-note"
        label={texts.noteLabel}
        error={tooLong}
        hint={
          <span className="bk-client-note__hint">
            <span>{texts.noteHint}</span>
            <span data-testid="note-counter">{texts.counter(note.value.length, CLIENT_NOTE_MAX)}</span>
          </span>
        }
      >
        <textarea {...fieldA11y('client-note', tooLong)} rows={4} value={note.value} onChange={(e) => note.change(e.target.value)} onBlur={note.flush} />
      </FormField>
      <div className="bk-client-note__status" role="status" data-testid="note-status" data-status={note.status}>
        <span className={note.status === 'error' ? 'bk-error' : 'bk-hint'}>{STATUS_TEXT[note.status]()}</span>
        {note.status === 'error' && (
          <Button variant="secondary" onClick={note.flush}>
            {texts.retry}
          </Button>
        )}
      </div>
    </section>
  );
}
