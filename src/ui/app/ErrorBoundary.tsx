import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../composition/tokens';
import { Button } from '../components/Button/Button';
import { useInjection } from '../di/container-context';
import { usePageTitle } from '../i18n/use-page-title';
import { useT } from '../i18n/use-t';
import { Drawn } from './drawn';

/** The page shown instead of a screen that failed: what happened, a way home and a reload. */
export function ErrorPage() {
  const { t } = useT();
  const reloader = useInjection(TOKENS.PageReloader);
  const [location] = useLocation();
  const search = useSearch();
  const title = t('common:crash.title');
  usePageTitle(title);
  return (
    <div className="page page--narrow stack">
      <h1>{title}</h1>
      <p className="lead">{t('common:crash.body')}</p>
      <Button onClick={() => reloader.reloadAt(`${location}${search ? `?${search}` : ''}`)}>{t('common:crash.reload')}</Button>
      <Link href="/">{t('common:crash.home')}</Link>
      <Drawn />
    </div>
  );
}

interface BoundaryProps {
  /** When it changes (the customer went elsewhere), a failed screen is tried again. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

/**
 * Catches what a screen throws while rendering — a bug, or a screen's chunk that failed to
 * download — and shows the error page instead of a white page.
 */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The console is the only place a crash can be reported from here; keep it visible.
    console.error('A screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

/** The root error boundary: reset by a change of address, so the home link leaves the error page. */
export function ErrorBoundary({ children }: { readonly children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary resetKey={location}>{children}</Boundary>;
}
