import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { appI18n } from 'shared/ui';
import type { AreaApp, AreaAppProps } from './create-area-app';
import styles from './area-routes.module.css';

export type AreaLifecycles = ReturnType<typeof singleSpaReact<AreaAppProps>>;

function StartFailure({ name }: { name: string }) {
  // Drawn outside the area's providers (the area itself failed): the app's i18n instance.
  return (
    <p role="alert" className={styles.startFailure}>
      {appI18n().t('area.failedToStart')} ({name})
    </p>
  );
}

/**
 * The area as single-spa-react lifecycles (bootstrap, mount, unmount, update): mount it in any
 * host with `mountRootParcel(lifecycles, { domElement, initialPath? })`.
 */
export function createAreaLifecycles(app: AreaApp): AreaLifecycles {
  return singleSpaReact<AreaAppProps>({
    React,
    ReactDOMClient,
    rootComponent: app,
    errorBoundary: () => <StartFailure name={app.areaName} />,
  });
}
