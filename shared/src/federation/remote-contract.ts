import type { ComponentType } from 'react';
import type { PlainMessageKey } from '../i18n/translate';

/**
 * What every remote exposes as `./routes`: one entry per page of its area. The shell renders the
 * page for the current path inside its layout; `load` is called only when the page is shown.
 */
export type RemoteRoute = {
  path: string;
  /** Message key of the page title shown in the nav bar. */
  title: PlainMessageKey;
  /** False for the pages the spec shows without the default title bar. */
  navBar: boolean;
  /** Pull-down refresh (the tab list pages). */
  pullDownRefresh: boolean;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Starts the page's first API calls (`api.prefetch`, with the query of the URL being opened).
   * The shell's route loader runs it as the navigation begins, after the guard let the reader
   * in, so the data downloads beside the page's code; the page's own identical calls take the
   * replies. Optional: a remote without it still works with any shell.
   */
  prefetch?: (query: URLSearchParams) => void;
};

export type RemoteRoutesModule = { default: readonly RemoteRoute[] };

/** A widget the shell's home composes; each one fails on its own. */
export type RemoteWidgetModule = { default: ComponentType };

/** single-spa-react lifecycles: the area mounts in any host without the shell. */
export type LifecycleProps = { domElement?: HTMLElement; name?: string; [key: string]: unknown };
export type Lifecycle = (props: LifecycleProps) => Promise<unknown>;
export type RemoteLifecycles = {
  bootstrap: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
};
