import { NavLink, Outlet, useParams } from 'react-router-dom';
import { haptic, pathTo } from '@booking/platform';
import { screens } from '../shared/screens';
import { texts } from '../shared/texts';
import { choice } from '../shared/choice';

/** The worker tab bar; without a worker id the tabs fall back to plain paths (docs/product.md, Master screens). */
const TABS = [
  choice(screens.masterBookings, () => texts.tabBookings),
  choice(screens.masterSchedule, () => texts.tabSchedule),
  choice(screens.masterServices, () => texts.tabServices),
  choice(screens.masterProfile, () => texts.tabProfile),
] as const;

export function MasterLayout() {
  const { workerId } = useParams();
  return (
    <div className="bk-master">
      <Outlet />
      <nav className="bk-tabbar" aria-label={texts.cabinetNav}>
        {TABS.map(([screen, label]) => (
          <NavLink key={label} to={pathTo(screen, { workerId })} onClick={() => haptic('select')} className={({ isActive }) => `bk-tabbar__tab ${isActive ? 'is-active' : ''}`}>
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
