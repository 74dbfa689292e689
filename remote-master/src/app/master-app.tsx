import { AreaRoot } from '@booking/shared/web';
import { MasterRoutes } from './routes';

export function MasterApp({ basename }: { basename?: string }) {
  return (
    <AreaRoot area="master" basename={basename}>
      <MasterRoutes />
    </AreaRoot>
  );
}
