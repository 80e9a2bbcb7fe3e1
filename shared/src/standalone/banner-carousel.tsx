import { Swiper } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { InlineError } from './async-view';
import { MediaImage } from './media-image';
import { useAsyncData } from './use-async-data';
import styles from './banner-carousel.module.css';

type Banner = ContractData<'get', '/api/banners'>['list'][number];

/** The pages that show banners (the API's `position`). */
export type BannerPosition = 'home' | 'train' | 'college' | 'exam' | 'material' | 'shop';

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  // The first banner is the page's largest image: fetched first, never lazily.
  const image = (
    <MediaImage src={banner.image} alt={banner.title} ratio="banner" priority={first} />
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
  /** Keep the page margins around it (pages); false inside a host's card (the home widget). */
  inset?: boolean;
};

/**
 * The live banners of a page as a swiping carousel, each linking to its route, each whole (the
 * frame has the banners' designed shape). While loading, a placeholder of the same shape; nothing
 * when the page has no banners; a failed load is one line with Retry, so the page is never blocked.
 */
export function BannerCarousel({ position, inset = true }: BannerCarouselProps) {
  const { t } = useTranslation();
  const frame = inset ? `${styles.frame} ${styles.inset}` : styles.frame;
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
    <section aria-label={t('area.banners')} className={frame}>
      <Swiper autoplay={list.length > 1} loop={list.length > 1}>
        {list.map((banner, index) => (
          <Swiper.Item key={banner.id}>
            <BannerSlide banner={banner} first={index === 0} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
