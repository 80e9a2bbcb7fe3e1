import { createAreaLifecycles } from 'shared/standalone/mount';
import { AreaApp } from '../area-app';

/** The area as single-spa-react lifecycles: mounts in any host, without the shell. */
export const { bootstrap, mount, unmount, update } = createAreaLifecycles(AreaApp);
