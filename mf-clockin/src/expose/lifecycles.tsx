import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaApp } from '../area-app';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AreaApp,
  errorBoundary: () => <p role="alert">The clockin area failed to start.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
