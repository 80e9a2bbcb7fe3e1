// By package name, not by relative path: under Module Federation that resolves to the one shared
// request client instead of bundling a second copy into this module's chunk.
import { configureRequest } from 'shared/request';
import { appI18n } from './app-i18n';
import { hideLoading, showLoading } from './global-loading';
import { showToastMessage } from './toast';

/**
 * The request client's toasts and loading indicator are drawn by this layer, and its calls carry
 * the language the reader sees.
 */
export function connectUiToRequest(): void {
  configureRequest({
    notify: showToastMessage,
    showLoading,
    hideLoading,
    getLanguage: () => appI18n().language,
  });
}
