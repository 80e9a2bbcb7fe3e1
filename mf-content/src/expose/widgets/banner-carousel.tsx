import { BannerCarousel, InlineError } from 'shared/standalone';
import { ErrorBoundary } from 'shared/ui';

/** Home widget: the home page's banners, each linking to its route. Fails on its own. */
export default function BannerCarouselWidget() {
  return (
    <ErrorBoundary
      fallback={(error, retry) => <InlineError error={error} onRetry={retry} compact />}
    >
      <BannerCarousel position="home" inset={false} />
    </ErrorBoundary>
  );
}
