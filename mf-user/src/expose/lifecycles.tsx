import { createAreaLifecycles } from 'shared/standalone';
import { AreaApp } from '../area-app';

/** The area as single-spa-react lifecycles: mounts in any host, without the shell. */
export const { bootstrap, mount, unmount, update } = createAreaLifecycles(AreaApp);
