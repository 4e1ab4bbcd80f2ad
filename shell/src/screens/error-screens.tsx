import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
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

/** The router's own error screen: "Unexpected Application Error!" with the status and its text, or the message. */
export function RouterErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className={styles.notFound} role="alert">
      <h1>{t('error.unexpected')}</h1>
      <p>{detail}</p>
    </main>
  );
}
