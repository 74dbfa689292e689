import { areaForPath, startApp } from '@booking/shared/web';
import { ShellApp } from './app/shell-app';
import { loadArea } from './remotes/load-area';
import { trackRemoteVersions } from './remotes/remote-versions';

trackRemoteVersions();
startApp(document.getElementById('root')!, ShellApp);
// The area of the address the app was opened at starts loading now, while React renders the
// frame; its component takes the same load (a failure shows the area's retry card there).
const area = areaForPath(window.location.pathname);
if (area) loadArea(area).catch(() => undefined);
