import { useLocation, useParams } from 'react-router-dom';

/**
 * Routes of the client area whose screens are not built yet: the route resolves to this area
 * (so links and the back button work), and the page says plainly what it will be.
 */
export function AreaPlaceholderPage({ title }: { title: string }) {
  const params = useParams();
  const location = useLocation();
  return (
    <main className="bk-page" data-testid="area-placeholder">
      <h1>{title}</h1>
      <p className="bk-hint">Экран в разработке.</p>
      <p className="bk-hint">
        <code>{location.pathname}</code> {Object.keys(params).length > 0 && <code>{JSON.stringify(params)}</code>}
      </p>
    </main>
  );
}
