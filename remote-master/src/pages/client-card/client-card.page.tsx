import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { parseIds } from '@booking/contracts/routing';
import { EmptyState, ErrorState, LoadingState, notify } from '@booking/platform';
import { CabinetGate, type Cabinet } from '../../features/cabinet-gate/cabinet-gate.ui';
import { ClientSummary } from '../../features/client-card/client-summary.ui';
import { ClientBookings } from '../../features/client-card/client-bookings.ui';
import { BlockSwitch } from '../../features/client-card/block-switch.ui';
import { ClientNote } from '../../features/client-note/client-note.ui';
import { clientCardQuery, useSaveClientNote, useSetClientBlocked } from '../../entities/client/clients.api';
import { splitBookings } from '../../entities/client/client-card.lib';
import { readServerError } from '../../shared/server-error.lib';
import { texts } from '../../entities/client/clients.texts';
import '../clients/clients.css';

function isNotFound(error: unknown) {
  return (error as { response?: { status?: number } } | null)?.response?.status === 404;
}

function ClientCardScreen({ worker, clientId }: Cabinet & { clientId: number }) {
  const card = useQuery(clientCardQuery(worker.id, clientId));
  const saveNote = useSaveClientNote(worker.id, clientId);
  const block = useSetClientBlocked(worker.id, clientId);
  // The switch moves at once (a controlled input must not spring back while the PUT is on its way).
  const [asked, setAsked] = useState<boolean | null>(null);

  if (card.isPending) return <LoadingState />;
  if (card.isError && isNotFound(card.error)) return <EmptyState message={texts.clientNotFound} />;
  if (card.isError) return <ErrorState onRetry={() => void card.refetch()} />;
  const data = card.data;
  const { upcoming, past } = splitBookings(data.bookings, Date.now());

  const setBlocked = async (blocked: boolean) => {
    setAsked(blocked);
    try {
      await block.mutateAsync(blocked);
    } catch (error) {
      const refusal = await readServerError(error);
      notify({ tone: 'error', title: texts.errorTitle, message: (refusal.status !== null && refusal.status < 500 && refusal.message) || texts.blockFailed });
    } finally {
      setAsked(null);
    }
  };

  return (
    <>
      <ClientSummary card={data} />
      <ClientNote initial={data.note} save={saveNote} />
      <BlockSwitch blocked={asked ?? data.blocked} busy={asked !== null} onChange={(next) => void setBlocked(next)} />
      <ClientBookings id="client-upcoming" title={texts.upcomingBookings} empty={texts.noUpcoming} bookings={upcoming} />
      <ClientBookings id="client-past" title={texts.pastBookings} empty={texts.noPast} bookings={past} />
    </>
  );
}

/**
 * `/clients/{telegramId}`, `/worker/{id}/clients/{telegramId}`: a client's card, their
 * figures and bookings with this master, the master's private note and the block.
 */
export default function ClientCardPage() {
  const ids = parseIds({ clientId: useParams().clientId ?? '' });
  return (
    <CabinetGate>
      {(cabinet) => (
        <main className="bk-page bk-client-card">
          {ids ? <ClientCardScreen key={`${cabinet.worker.id}:${String(ids.clientId)}`} {...cabinet} clientId={ids.clientId as number} /> : <EmptyState message={texts.clientNotFound} />}
        </main>
      )}
    </CabinetGate>
  );
}
