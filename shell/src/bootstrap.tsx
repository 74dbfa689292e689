import { areaDependsOnUser, areaForPath, prefetchRoute, sessionStore, startApp } from '@booking/platform';
import { loadArea, loadUserArea } from './remotes/load-area';
import { trackRemoteVersions } from './remotes/remote-versions';

trackRemoteVersions();
// The screen's data starts as soon as identity is known (right after the Telegram start-up, or
// after the demo picker), through the one query client, while the remote's code still loads.
const stopWaiting = sessionStore.subscribe(({ launch }) => {
  if (!launch) return;
  stopWaiting();
  prefetchRoute(window.location.pathname, launch);
  // A path whose area depends on the user starts loading that area once the master lookup answers.
  if (areaDependsOnUser(window.location.pathname) && launch.user) void loadUserArea(window.location.pathname, launch.user.id);
});
// The area of the address the app was opened at starts loading first, while the Telegram start-up
// runs and React renders the frame; its component takes the same load (a failure shows the area's
// retry card there). (A path whose area depends on the user starts it once the user is known, above.)
const area = areaDependsOnUser(window.location.pathname) ? null : areaForPath(window.location.pathname);
if (area) loadArea(area).catch(() => undefined);
// The frame (React, the shell's components) loads with React DOM; the Telegram start-up does not wait for them.
startApp(document.getElementById('root')!, { load: () => import('./app/shell-app').then((m) => m.ShellApp) });
