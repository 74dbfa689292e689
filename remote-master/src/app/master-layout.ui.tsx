import { NavLink, Outlet, useParams } from 'react-router-dom';

/** Spec section 2: the worker tab bar; without a worker id the tabs fall back to plain paths. */
const TABS = [
  ['bookings', 'Записи'],
  ['schedule', 'График'],
  ['service', 'Услуги'],
  ['profile', 'Профиль'],
] as const;

export function MasterLayout() {
  const { workerId } = useParams();
  const prefix = workerId ? `/worker/${workerId}` : '';
  return (
    <div className="bk-master">
      <Outlet />
      <nav className="bk-tabbar" aria-label="Кабинет мастера">
        {TABS.map(([path, label]) => (
          <NavLink key={path} to={`${prefix}/${path}`} className={({ isActive }) => `bk-tabbar__tab ${isActive ? 'is-active' : ''}`}>
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
