import { Image, Swiper } from 'shared/ui-kit-core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { InlineError } from './async-view';
import { mediaUrl } from './media-url';
import { useAsyncData } from './use-async-data';

type Banner = ContractData<'get', '/api/banners'>['list'][number];

/** The pages that show banners (the API's `position`). */
export type BannerPosition = 'home' | 'train' | 'college' | 'exam' | 'material' | 'shop';

const HEIGHT = 140;

const frameStyle: CSSProperties = { margin: '8px 12px', borderRadius: 8, overflow: 'hidden' };

function BannerSlide({ banner }: { banner: Banner }) {
  const image = (
    <Image
      src={mediaUrl(banner.image)}
      alt={banner.title}
      width="100%"
      height={HEIGHT}
      fit="cover"
      lazy={false}
    />
  );
  // A banner's link is an app route with its query string; an empty link is a picture only.
  if (!banner.link) return image;
  return (
    <Link to={banner.link} aria-label={banner.title} style={{ display: 'block' }}>
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
 * The live banners of a page as a swiping carousel, each linking to its route. Nothing while
 * loading (a placeholder of the same height) or when the page has no banners; a failed load is
 * one line with Retry, so the page around it is never blocked.
 */
export function BannerCarousel({ position, inset = true }: BannerCarouselProps) {
  const { t } = useTranslation();
  const frame = inset ? frameStyle : undefined;
  const banners = useAsyncData(
    (signal) =>
      api.get('/api/banners', { query: { position }, loading: false, toast: false, signal }),
    [position],
  );
  if (banners.status === 'loading') {
    return <div aria-busy="true" style={{ ...frame, height: HEIGHT, background: '#eeeeee' }} />;
  }
  if (banners.status === 'error') {
    return <InlineError error={banners.error} onRetry={banners.reload} compact />;
  }
  const { list } = banners.data;
  if (list.length === 0) return null;
  return (
    <section aria-label={t('area.banners')} style={frame}>
      <Swiper
        autoplay={list.length > 1}
        loop={list.length > 1}
        style={{ '--height': `${HEIGHT}px` } as CSSProperties}
      >
        {list.map((banner) => (
          <Swiper.Item key={banner.id}>
            <BannerSlide banner={banner} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
