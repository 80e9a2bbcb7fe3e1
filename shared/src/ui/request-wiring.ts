// By package name, not by relative path: under Module Federation that resolves to the one shared
// request client instead of bundling a second copy into this module's chunk.
import { configureRequest } from 'shared/request';
import { hideLoading, showLoading } from './global-loading';
import { showToastMessage } from './toast';

/** The request client's toasts and loading indicator are drawn by this layer. */
export function connectUiToRequest(): void {
  configureRequest({ notify: showToastMessage, showLoading, hideLoading });
}
