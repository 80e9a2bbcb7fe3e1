import { NetworkLostView, PageErrorView, useOnlineStatus } from 'shared/ui';

export type LoadFailedViewProps = {
  /** Loads the page again (a tap on the page-error view, Retry on the network-lost view). */
  onReload: () => void;
};

/**
 * A page that could not be loaded (its remote, its code, or the shell itself), in the page area:
 * spec 8's page-error view, tap to reload; the spec's network-lost view instead while the phone
 * is offline (navigator.onLine false), since then the network, not the page, is the problem.
 */
export function LoadFailedView({ onReload }: LoadFailedViewProps) {
  const online = useOnlineStatus();
  return online ? <PageErrorView onReload={onReload} /> : <NetworkLostView onRetry={onReload} />;
}
