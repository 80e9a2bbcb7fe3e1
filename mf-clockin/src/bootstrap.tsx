import { mountStandalone } from 'shared/standalone/mount';
import * as lifecycles from './expose/lifecycles';

// The remote's own page: a dev login bar and the area, mounted through its lifecycles as any
// host would mount it.
void mountStandalone({ name: 'mf_clockin', lifecycles });
