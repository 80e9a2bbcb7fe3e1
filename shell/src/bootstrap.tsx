import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureRequest } from 'shared/request';
import { isHomePath } from 'shared/paths';
import { setNavigator } from 'shared/session';
import { HydratedCalls, RenderDataProvider } from 'shared/standalone';
import { SharedProviders, appI18n, loadAppTexts } from 'shared/ui';
import { loadAppConfig } from './app-config';
import { applyBrand } from './brand/brand-store';
import { firstWidgetsSettled, startRemotes } from './federation/start-remotes';
import { createAppRouter } from './router/create-app-router';
import { exposeSingletonCheck } from './federation/singleton-check';
import { startDebugTools } from './debug/start-debug-tools';
import {
  reportRenderFallback,
  startClientReports,
  startPageTimings,
} from './reports/start-client-reports';
import {
  adoptRenderedState,
  canHydrate,
  loadRenderedPageCode,
  showGuardToastFromServer,
} from './rendering/prepare-hydration';
import { readRenderFallback, readRenderedState } from './rendering/rendered-state';
import { HYDRATION_MISMATCH } from './server/render-contract';
import { cacheCarriedStylesheets } from './rendering/cache-carried-stylesheets';
import { MarkInteractive } from './rendering/mark-interactive';
import { afterFirstPaint } from './rendering/after-first-paint';
import { stopRecordingActions } from './rendering/early-action';
import { ReplayEarlyInput, startEarlyInput } from './rendering/replay-early-input';
import { mirrorStateInCookies } from './rendering/server-cookies';

/** How long home's first frame may wait for its first widgets' code. */
const FIRST_WIDGETS_WAIT_MS = 400;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(): Promise<void> {
  // Listeners only: the reports' work happens when something fails or the page hides.
  startClientReports();
  startDebugTools();
  const path = window.location.pathname;
  // A page the shell's server rendered: the browser hydrates it if it holds the same session.
  const candidate = readRenderedState();
  const rendered = candidate && canHydrate(candidate) ? candidate : null;
  if (rendered) adoptRenderedState(rendered);
  const fallback = readRenderFallback();
  if (fallback) reportRenderFallback(fallback);
  // The configuration and remotes.json come in the page; the texts (home: only the start part of
  // the catalogue) were requested by the page too, before any script ran.
  const [config] = await Promise.all([
    loadAppConfig(),
    loadAppTexts(isHomePath(path) ? ['start'] : undefined),
    startRemotes(path),
  ]);
  configureRequest({ baseURL: config.apiBaseUrl });
  // Before the first render, so the first frame is already in the brand's colour.
  applyBrand(config.brand);
  mirrorStateInCookies(appI18n());
  exposeSingletonCheck();
  const root = document.getElementById('root')!;
  // The page's code must be here to hydrate it: a remote that cannot be reached now (though
  // the server could) leaves the page to render here, with the area's error view.
  const hydrating =
    rendered !== null &&
    (await Promise.all([loadRenderedPageCode(rendered), firstWidgetsSettled()]).then(
      () => true,
      (error: unknown) => {
        console.warn('The rendered page cannot be hydrated: its code did not load', error);
        return false;
      },
    ));
  // How this page came to be, for tests and the debug panel: hydrated, or rendered here.
  document.documentElement.dataset.rendering = hydrating ? 'hydrated' : 'client';
  if (rendered && hydrating) {
    // The server's HTML on the screen first: hydrating holds the main thread for a long while.
    await afterFirstPaint();
    const router = createAppRouter(rendered.router);
    setNavigator((to) => void router.navigate(to));
    // The server's data stands for the rendered page only: another page may place a call alike.
    const calls = new HydratedCalls(rendered.calls, rendered.renderedAt);
    const stop = router.subscribe(() => {
      calls.forget();
      stop();
    });
    // From now on React may hydrate a part on the spot to hand it a tap: the tap waits for the
    // text typed before it.
    const early = startEarlyInput(root);
    hydrateRoot(
      root,
      app(
        <ReplayEarlyInput early={early}>
          <RenderDataProvider calls={calls}>
            <RouterProvider router={router} />
          </RenderDataProvider>
        </ReplayEarlyInput>,
      ),
      {
        onRecoverableError: (error) => console.error(HYDRATION_MISMATCH, error),
      },
    );
  } else {
    // Home's first widgets (the banner is its largest paint) are usually a moment from ready
    // here: the first frame waits for them briefly rather than showing their placeholders.
    await Promise.race([firstWidgetsSettled(), delay(FIRST_WIDGETS_WAIT_MS)]);
    // A page rendered here anew: its elements are React's from the start, nothing is lost.
    stopRecordingActions();
    const router = createAppRouter();
    setNavigator((to) => void router.navigate(to));
    createRoot(root).render(app(<RouterProvider router={router} />));
  }
  showGuardToastFromServer();
  if (hydrating) cacheCarriedStylesheets();
  // After the first frame: web-vitals, for the page load's LCP report.
  startPageTimings();
}

const app = (children: ReactNode) => (
  <StrictMode>
    <SharedProviders>
      <MarkInteractive>{children}</MarkInteractive>
    </SharedProviders>
  </StrictMode>
);

void start();
