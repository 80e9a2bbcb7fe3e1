import { Swiper } from 'shared/ui-kit-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { InlineError } from './async-view';
import { MediaImage, MediaPlaceholder } from './media-image';
import { useAfterHydration } from './use-after-hydration';
import { useAsyncData } from './use-async-data';
import { useReducedMotion } from './use-reduced-motion';
import styles from './banner-carousel.module.css';

type Banner = ContractData<'get', '/api/banners'>['list'][number];

/** The pages that show banners (the API's `position`). */
export type BannerPosition = 'home' | 'train' | 'college' | 'exam' | 'material' | 'shop';

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const afterHydration = useAfterHydration();
  // The first banner is the page's largest image: fetched first, never lazily. The others cannot
  // be swiped to before the page has hydrated, so a page the server rendered asks for them only
  // then: on a slow phone each picture's decoding would otherwise take the main thread before
  // the first banner's frame and before hydration.
  const image =
    first || afterHydration ? (
      <MediaImage src={banner.image} alt={banner.title} ratio="banner" priority={first} />
    ) : (
      <MediaPlaceholder ratio="banner" />
    );
  // A banner's link is an app route with its query string; an empty link is a picture only.
  if (!banner.link) return image;
  return (
    <Link to={banner.link} aria-label={banner.title} className={styles.link}>
      {image}
    </Link>
  );
}

export type BannerCarouselProps = {
  position: BannerPosition;
  /**
   * A page's own carousel: page margins, and a region named "Featured". False inside a host's
   * card (the home widget), which already frames and names it: no second region of that name.
   */
  inset?: boolean;
};

/**
 * The live banners of a page as a swiping carousel, each linking to its route, each whole (the
 * frame has the banners' designed shape). While loading, a placeholder of the same shape; nothing
 * when the page has no banners; a failed load is one line with Retry, so the page is never blocked.
 * It turns by itself unless the reader asked the system for reduced motion.
 */
export function BannerCarousel({ position, inset = true }: BannerCarouselProps) {
  const { t } = useTranslation();
  const frame = inset ? `${styles.frame} ${styles.inset}` : styles.frame;
  const stillOnly = useReducedMotion();
  const banners = useAsyncData(
    (signal) =>
      api.get('/api/banners', { query: { position }, loading: false, toast: false, signal }),
    [position],
  );
  if (banners.status === 'loading') {
    return <div aria-busy="true" className={`${frame} ${styles.placeholder}`} />;
  }
  if (banners.status === 'error') {
    return <InlineError error={banners.error} onRetry={banners.reload} compact />;
  }
  const { list } = banners.data;
  if (list.length === 0) return null;
  return (
    <Region label={inset ? t('area.banners') : null} className={frame}>
      <Swiper autoplay={list.length > 1 && !stillOnly} loop={list.length > 1}>
        {list.map((banner, index) => (
          <Swiper.Item key={banner.id}>
            <BannerSlide banner={banner} first={index === 0} />
          </Swiper.Item>
        ))}
      </Swiper>
    </Region>
  );
}

function Region({
  label,
  className,
  children,
}: {
  label: string | null;
  className: string | undefined;
  children: ReactNode;
}) {
  return label ? (
    <section aria-label={label} className={className}>
      {children}
    </section>
  ) : (
    <div className={className}>{children}</div>
  );
}
