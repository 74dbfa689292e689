import { AreaRoot } from '@booking/shared/web';
import { ClientRoutes } from './routes';

export function ClientApp({ basename }: { basename?: string }) {
  return (
    <AreaRoot area="client" basename={basename}>
      <ClientRoutes />
    </AreaRoot>
  );
}
