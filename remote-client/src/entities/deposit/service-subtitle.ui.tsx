import type { schemas } from '@booking/contracts';
import { formatDuration } from '@booking/platform';
import { depositText } from './deposit.lib';

/** A service row's subtitle: its duration, and under it the deposit it asks for, if any ('Предоплата 500 ₽'). */
export function ServiceSubtitle({ service }: { service: Pick<schemas.Service, 'slot_duration' | 'deposit'> }) {
  const deposit = service.deposit ?? 0;
  return (
    <>
      {formatDuration(service.slot_duration)}
      {deposit > 0 && (
        <span className="bk-service-deposit" data-testid="service-deposit">
          {depositText(deposit)}
        </span>
      )}
    </>
  );
}
