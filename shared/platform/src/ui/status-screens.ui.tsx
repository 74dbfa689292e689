import { Component, type ErrorInfo, type ReactNode } from 'react';
import { frameTexts } from './frame.texts';

/** The spec's screen for Telegram clients that lack the required components. */
export function EnvUnsupported() {
  return (
    <main className="bk-status" role="alert" data-testid="env-unsupported">
      <h1>{frameTexts.tooOldTitle}</h1>
      <p>{frameTexts.tooOldMessage}</p>
    </main>
  );
}

export function CrashScreen({ error }: { error: unknown }) {
  return (
    <main className="bk-status" role="alert" data-testid="app-crash">
      <h1>{frameTexts.crashTitle}</h1>
      <p>{frameTexts.crashMessage}</p>
      <pre className="bk-status__detail">{error instanceof Error ? error.message : String(error)}</pre>
    </main>
  );
}

/** Catches render errors below it, so a broken screen never leaves the user with a blank page. */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback?: (error: unknown) => ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return this.props.fallback?.(this.state.error) ?? <CrashScreen error={this.state.error} />;
    return this.props.children;
  }
}
