import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureRequest } from 'shared/request';
import { isHomePath } from 'shared/paths';
import { setNavigator } from 'shared/session';
import { SharedProviders, loadAppTexts } from 'shared/ui';
import { loadAppConfig } from './app-config';
import { applyBrand } from './brand/brand-store';
import { firstWidgetsSettled, startRemotes } from './federation/start-remotes';
import { createAppRouter } from './router/create-app-router';
import { exposeSingletonCheck } from './federation/singleton-check';
import { startDebugTools } from './debug/start-debug-tools';
import { startClientReports, startPageTimings } from './reports/start-client-reports';

/** How long home's first frame may wait for its first widgets' code. */
const FIRST_WIDGETS_WAIT_MS = 400;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(): Promise<void> {
  // Listeners only: the reports' work happens when something fails or the page hides.
  startClientReports();
  startDebugTools();
  const path = window.location.pathname;
  // The configuration and remotes.json come in the page; the texts (home: only the start part of
  // the catalogue) were requested by the page too, before any script ran.
  const [config] = await Promise.all([
    loadAppConfig(),
    loadAppTexts(isHomePath(path) ? ['start'] : undefined),
    startRemotes(path),
  ]);
  // Home's first widgets (the banner is its largest paint) are usually a moment from ready here:
  // the first frame waits for them briefly rather than showing their placeholders.
  await Promise.race([firstWidgetsSettled(), delay(FIRST_WIDGETS_WAIT_MS)]);
  configureRequest({ baseURL: config.apiBaseUrl });
  // Before the first render, so the first frame is already in the brand's colour.
  applyBrand(config.brand);
  const router = createAppRouter();
  setNavigator((path) => void router.navigate(path));
  exposeSingletonCheck();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SharedProviders>
        <RouterProvider router={router} />
      </SharedProviders>
    </StrictMode>,
  );
  // After the first frame: web-vitals, for the page load's LCP report.
  startPageTimings();
}

void start();
