import { createRoot } from 'react-dom/client';
import { mountRootParcel, type Parcel } from 'single-spa';
import { configureRequest } from 'shared/request';
import { refreshUser, setNavigator } from 'shared/session';
import { SharedProviders, loadAppTexts } from 'shared/ui';
import { PATHS } from 'shared/paths';
import type { AreaLifecycles } from './create-area-lifecycles';
import { DevLoginBar } from './dev-login-bar';
import { loadStandaloneConfig } from './standalone-config';

export type MountStandaloneOptions = {
  /** The remote's name (`mf_exam`), the parcel's name. */
  name: string;
  /** The area's lifecycles (`./lifecycles`): the page mounts it exactly as a host would. */
  lifecycles: AreaLifecycles;
  /** Where to draw; `#root` by default. */
  container?: HTMLElement;
  /** Where to read the API base URL; `/app-config.json` by default. */
  configUrl?: string;
};

export type StandalonePage = {
  /** The area, mounted as a single-spa parcel. */
  parcel: Parcel;
  /** Take the page down: the area (through its lifecycles) and the dev login bar. */
  unmount: () => Promise<void>;
};

/**
 * A remote's own page (`src/bootstrap.tsx`, its dev server): the API from `/app-config.json`,
 * a dev login bar on top, and the area below mounted through its single-spa lifecycles.
 */
export async function mountStandalone({
  name,
  lifecycles,
  container = document.getElementById('root') ?? document.body,
  configUrl,
}: MountStandaloneOptions): Promise<StandalonePage> {
  const [{ apiBaseUrl }] = await Promise.all([loadStandaloneConfig(configUrl), loadAppTexts()]);
  configureRequest({ baseURL: apiBaseUrl });
  // The session sends the user to the login page on logout or expiry; here the bar is the login.
  setNavigator((path) => {
    if (path !== PATHS.shell.login) window.location.assign(path);
  });
  refreshUser().catch(() => undefined);

  const barElement = document.createElement('div');
  const areaElement = document.createElement('div');
  container.replaceChildren(barElement, areaElement);
  const bar = createRoot(barElement);
  bar.render(
    <SharedProviders>
      <DevLoginBar />
    </SharedProviders>,
  );
  const parcel = mountRootParcel({ name, ...lifecycles }, { domElement: areaElement });
  await parcel.mountPromise;
  return {
    parcel,
    unmount: async () => {
      bar.unmount();
      await parcel.unmount();
      container.replaceChildren();
    },
  };
}
