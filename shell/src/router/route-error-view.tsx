import { useRouteError } from 'react-router';
import { PageErrorView } from 'shared/ui';

/** Last resort for an error in the shell itself: the error view, and a reload when tapped. */
export function RouteErrorView() {
  console.error(useRouteError());
  return <PageErrorView onReload={() => window.location.reload()} />;
}
