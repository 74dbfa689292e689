import { NavLink, Outlet, useParams } from 'react-router-dom';
import { masterPaths } from '@booking/shared/web';
import { texts } from '../shared/texts';

/** Spec section 2: the worker tab bar; without a worker id the tabs fall back to plain paths. */
const TABS = [
  [masterPaths.bookings, texts.tabBookings],
  [masterPaths.schedule, texts.tabSchedule],
  [masterPaths.services, texts.tabServices],
  [masterPaths.profile, texts.tabProfile],
] as const;

export function MasterLayout() {
  const { workerId } = useParams();
  return (
    <div className="bk-master">
      <Outlet />
      <nav className="bk-tabbar" aria-label={texts.cabinetNav}>
        {TABS.map(([path, label]) => (
          <NavLink key={label} to={path(workerId)} className={({ isActive }) => `bk-tabbar__tab ${isActive ? 'is-active' : ''}`}>
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
