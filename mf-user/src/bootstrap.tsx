import { mountRootParcel } from 'single-spa';
import * as lifecycles from './expose/lifecycles';

// Standalone: the area mounted through its own lifecycles, as any host would.
void mountRootParcel(lifecycles, { domElement: document.getElementById('root')! });
