import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { MasterApp } from './master-app';

/** The master area as the shell loads it: its own React root, with the basename the shell gives. */
export default createBridgeComponent({ rootComponent: MasterApp });
