import { SHARED_VERSION, SINGLETON_NAMES, registerSingleton } from 'shared/singletons';
import { installAntdReact19Render } from './antd-react-19';
import { connectUiToRequest } from './request-wiring';
import './theme';

// Once per page: this module is a federation singleton (it owns the i18n instance and the
// loading indicator).
registerSingleton(SINGLETON_NAMES.uiRuntime, SHARED_VERSION);
installAntdReact19Render();
connectUiToRequest();

export { appI18n, loadAppTexts, setAppI18n, translatorOf } from './app-i18n';
export { SharedProviders, type SharedProvidersProps } from './shared-providers';
export { showToast, showToastMessage } from './toast';
export { hideLoading, isLoadingShown, showLoading } from './global-loading';
export { LoadingView } from './loading-view';
export { DelayedLoading, type DelayedLoadingProps } from './delayed-loading';
export {
  EMPTY_STATE_KINDS,
  EmptyState,
  type EmptyStateKind,
  type EmptyStateProps,
} from './empty-state';
export { StatusBlock, type StatusBlockProps, type StatusTone } from './status-block';
export { NetworkLostView, type NetworkLostViewProps } from './network-lost-view';
export { PageErrorView, type PageErrorViewProps } from './page-error-view';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';
export { TimeoutView, type TimeoutViewProps } from './timeout-view';
export { useOnlineStatus } from './use-online-status';
export { connectUiToRequest } from './request-wiring';
export { installAntdReact19Render } from './antd-react-19';
