// jsdom lacks what react-router 7's data routers use: TextEncoder when the module loads, and
// Request (built with an AbortController's signal) for every navigation that runs a loader.
// Node has them all; they are taken from Node's own realm, together, so that Request accepts
// the signal. Import this before anything that imports react-router (render-with-providers
// does it first).
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';

const node = runInThisContext('globalThis') as typeof globalThis;

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
  Request: node.Request,
  Response: node.Response,
  Headers: node.Headers,
  AbortController: node.AbortController,
  AbortSignal: node.AbortSignal,
});
