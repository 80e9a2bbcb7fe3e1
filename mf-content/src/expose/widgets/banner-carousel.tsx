import { BannerCarousel, InlineError } from 'shared/standalone';
import { HOME_REQUESTS } from 'shared/request';
import { ErrorBoundary } from 'shared/ui';

/** Home widget: the home page's banners, each linking to its route. Fails on its own. */
export default function BannerCarouselWidget() {
  return (
    <ErrorBoundary
      fallback={(error, retry) => <InlineError error={error} onRetry={retry} compact />}
    >
      {/* The call the shell's page starts early on home (shared/request HOME_REQUESTS). */}
      <BannerCarousel position={HOME_REQUESTS.banners.query.position} inset={false} />
    </ErrorBoundary>
  );
}
