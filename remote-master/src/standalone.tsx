import { routeTableOf, setRoutingTable, startApp } from '@booking/platform';
import { MasterApp } from './app/master-app';
import { STANDALONE_BASE } from './app/routes';
import { AREA_SCREENS } from './shared/screens';

// The remote's standalone page (QA, and `npm run dev`): the area on its own, with the same launch
// handling as the shell. This build has no Module Federation (one app on a page shares nothing),
// so it needs no async boundary before the shared modules.
// On its own page the area routes only its own screens.
setRoutingTable(routeTableOf(AREA_SCREENS));
const basename = window.location.pathname.startsWith(STANDALONE_BASE) ? STANDALONE_BASE : '/';
startApp(document.getElementById('root')!, () => <MasterApp basename={basename} />, { english: () => import('./english') });
