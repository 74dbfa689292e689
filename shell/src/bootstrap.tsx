import { areaDependsOnUser, areaForPath, callerIdOf, routingTable, sessionStore, startApp } from '@booking/platform';
import { learnAreaScreens } from './remotes/area-screens';
import { loadArea, loadUserArea } from './remotes/load-area';
import { trackRemoteVersions } from './remotes/remote-versions';

trackRemoteVersions();
// The areas' screens: from the page (set by now), else from their files.
const routing = learnAreaScreens();
/** Runs `fn` once the routing table is known: at once when the page carried it. */
const withRoutes = (fn: () => void) => (routingTable() ? fn() : void routing.then(fn, () => undefined));

// A path whose area depends on the user starts loading that area once the master lookup answers
// (the screen's reads start when the area's code runs, from the area's own descriptors).
// The person is the launch data's user, or in a plain browser the sign-in session's (GET /me).
const stopWaiting = sessionStore.subscribe((session) => {
  if (!session.launch && !session.person) return;
  stopWaiting();
  const path = window.location.pathname;
  const id = callerIdOf(session);
  if (id === null) return;
  withRoutes(() => {
    if (areaDependsOnUser(path)) void loadUserArea(path, id);
  });
});
// The area of the address the app was opened at starts loading first, while the Telegram start-up
// runs and React renders the frame; its component takes the same load (a failure shows the area's
// retry card there). (A path whose area depends on the user starts it once the user is known, above.)
withRoutes(() => {
  const path = window.location.pathname;
  const area = areaDependsOnUser(path) ? null : areaForPath(path);
  if (area) loadArea(area).catch(() => undefined);
});
// The frame (React, the shell's components) loads with React DOM; the Telegram start-up does not wait for them.
startApp(document.getElementById('root')!, { load: () => import('./app/shell-app').then((m) => m.ShellApp) }, { english: () => import('./app/shell-english') });
