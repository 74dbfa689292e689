import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { PlansApp } from './plans-app';

/** The plans area as the shell loads it: its own React root, with the basename the shell gives. */
export default createBridgeComponent({ rootComponent: PlansApp });
