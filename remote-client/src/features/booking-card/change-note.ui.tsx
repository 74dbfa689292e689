import { useQuery } from '@tanstack/react-query';
import type { schemas } from '@booking/contracts';
import { workerQuery } from '@booking/platform';
import { changeNote } from '../../entities/booking/change-note.lib';
import { openChat } from '../../shared/open-chat';
import { texts } from '../../shared/texts';

/**
 * Why the card offers no 'Перенести' (or no cancel), in the master's rules' words, with
 * the master's chat where the master has a username: the app does not lead the client into a refusal.
 */
export function ChangeNote({ booking }: { booking: schemas.Booking }) {
  const worker = useQuery(workerQuery(booking.worker.id));
  const note = worker.data ? changeNote(booking, worker.data) : null;
  if (!note) return null;
  const username = worker.data?.user.username;
  return (
    <p className="bk-hint bk-booking__note" data-testid="change-note">
      {note}
      {username && (
        <>
          {' '}
          <button type="button" className="bk-link" onClick={() => openChat(username)}>
            {texts.writeToMaster}
          </button>
        </>
      )}
    </p>
  );
}
