import { SpinLoading } from 'shared/ui-kit-core';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { appI18n } from './app-i18n';
import styles from './views.module.css';

function GlobalLoadingIndicator() {
  const { t } = useTranslation();
  return (
    <div className={styles.loadingLayer} data-testid="global-loading">
      <div role="status" aria-live="polite" className={styles.loadingBox}>
        <SpinLoading color="white" aria-hidden />
        <span>{t('page.loading')}</span>
      </div>
    </div>
  );
}

// Not an antd-mobile Toast: there is one Toast at a time, so an error toast would replace the
// spinner of a call still running, and that call's end would then clear the error toast.
let pending = 0;
let root: Root | null = null;
let container: HTMLElement | null = null;

function draw(visible: boolean): void {
  if (typeof document === 'undefined') return;
  if (!container || !container.isConnected) {
    root?.unmount();
    container = document.createElement('div');
    container.setAttribute('data-shared-loading', '');
    document.body.appendChild(container);
    root = createRoot(container);
  }
  root?.render(
    visible ? (
      <I18nextProvider i18n={appI18n()}>
        <GlobalLoadingIndicator />
      </I18nextProvider>
    ) : null,
  );
}

/** Show the global loading indicator; every call needs its own hideLoading (ref-counted). */
export function showLoading(): void {
  pending += 1;
  if (pending === 1) draw(true);
}

export function hideLoading(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending === 0) draw(false);
}

export function isLoadingShown(): boolean {
  return pending > 0;
}
