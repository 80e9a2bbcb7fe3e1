// Built on its own into each remote's dist/runtime-core.js (browser code, bundled by webpack).
// Remotes are built without a copy of the federation runtime (the shell provides one to all of
// them); a page that is not the shell — the remote's own page, or any other host — loads this
// first.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
