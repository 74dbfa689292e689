/**
 * A route whose screen is not built yet: the route resolves to its area (so links and the back
 * button work), and the page says plainly what it will be. The area passes its router's path and
 * params (shared/web stays free of react-router, which the shell does not ship).
 */
import { uiTexts } from './ui.texts';
export function PlaceholderPage({ title, pathname, params }: { title: string; pathname: string; params: Record<string, string | undefined> }) {
  return (
    <main className="bk-page" data-testid="area-placeholder">
      <h1>{title}</h1>
      <p className="bk-hint">{uiTexts.screenInProgress}</p>
      <p className="bk-hint">
        <code>{pathname}</code> {Object.keys(params).length > 0 && <code>{JSON.stringify(params)}</code>}
      </p>
    </main>
  );
}
