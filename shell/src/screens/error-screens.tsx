import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import styles from './screens.module.css';

function SomethingWentWrong() {
  const { t } = useTranslation();
  return (
    <main className={styles.notFound} role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}

/** A rendering error anywhere: the error screen until the page is reloaded; the error goes to the console. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children;
  }
}

/**
 * What the router's error screen says of a thrown value, as React Router's default screen does: a
 * thrown response (`data()`, `Response`) by its status and status text, an error by its message.
 */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error) || error instanceof Response) {
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The router's own error screen (spec §2): "Unexpected Application Error!" with what was thrown. */
function RouterErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main className={styles.notFound} role="alert">
      <h1>{t('error.unexpected')}</h1>
      <p>{describeRouteError(error)}</p>
    </main>
  );
}

type RouteErrorState = { error?: { thrown: unknown }; resetKey: string };

/**
 * A rendering error in a route (the layout, a guard, Page Not Found; remote pages have their own
 * boundary): the router's error screen until the next navigation (`resetKey`: the location's key).
 * React itself logs what a boundary catches to the console.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, RouteErrorState> {
  override state: RouteErrorState = { resetKey: this.props.resetKey };
  static getDerivedStateFromError(thrown: unknown): Partial<RouteErrorState> {
    return { error: { thrown } };
  }
  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: RouteErrorState,
  ): Partial<RouteErrorState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }
  override render() {
    return this.state.error ? <RouterErrorScreen error={this.state.error.thrown} /> : this.props.children;
  }
}
