// The server build's entry (Node): the renderer loads behind an async boundary, so the shared
// singletons are negotiated before any of them is used, as in the browser's entry.
export const renderer = import('./render-page');
