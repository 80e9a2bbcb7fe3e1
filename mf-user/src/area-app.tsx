import { createAreaApp } from 'shared/standalone/mount';
import { routes } from './routes';

/**
 * The user area on its own: its routes under a browser router (the remote's own page, deep
 * links work) or, when a host passes `initialPath`, a memory router that leaves the URL alone.
 */
export const AreaApp = createAreaApp(routes, { name: 'mf_user' });
