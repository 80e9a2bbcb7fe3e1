import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportCaught } from '../reports/client-reports';
import { LoadFailedView } from './load-failed-view';

/**
 * Last resort for an error in the shell itself: the page-error view (the network-lost view when
 * offline), and a reload when tapped.
 */
export function RouteErrorView() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    // The shell's own (an area's errors stay inside the area's boundary).
    reportCaught(null, error);
  }, [error]);
  return <LoadFailedView onReload={() => window.location.reload()} />;
}
