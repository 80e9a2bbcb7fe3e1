import { useRouteError } from 'react-router';
import { LoadFailedView } from './load-failed-view';

/**
 * Last resort for an error in the shell itself: the page-error view (the network-lost view when
 * offline), and a reload when tapped.
 */
export function RouteErrorView() {
  console.error(useRouteError());
  return <LoadFailedView onReload={() => window.location.reload()} />;
}
