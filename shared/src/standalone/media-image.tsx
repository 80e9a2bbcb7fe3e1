import type { CSSProperties } from 'react';
import { mediaUrl } from './media-url';
import styles from './media-image.module.css';

/** Designed aspect ratios of the seeded and uploaded media (width / height). */
export const MEDIA_RATIOS = {
  /** Banners: 750 × 300. */
  banner: 5 / 2,
  /** Course, news and material covers: 16:9. */
  cover: 16 / 9,
  square: 1,
} as const;
export type MediaRatio = keyof typeof MEDIA_RATIOS;

export type MediaImageProps = {
  src: string;
  alt: string;
  ratio: MediaRatio;
  /** Rendered width in CSS pixels, for the width/height attributes (the box scales with CSS). */
  width?: number;
  /** The page's largest image: fetched first, never lazily, and painted as soon as it is ready. */
  priority?: boolean;
  className?: string;
};

function ratioStyle(ratio: MediaRatio): CSSProperties {
  return { '--media-ratio': String(MEDIA_RATIOS[ratio]) } as CSSProperties;
}

/** The empty box of an image that is not asked for yet, the same size as the image will be. */
export function MediaPlaceholder({ ratio }: { ratio: MediaRatio }) {
  return <span aria-hidden="true" className={styles.image} style={ratioStyle(ratio)} />;
}

/**
 * An image in a box of its designed aspect ratio: the space is reserved before it loads (nothing
 * jumps), and the whole picture shows (the box has the picture's own shape, so nothing is cropped).
 */
export function MediaImage({
  src,
  alt,
  ratio,
  width = 375,
  priority = false,
  className,
}: MediaImageProps) {
  const value = MEDIA_RATIOS[ratio];
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      style={ratioStyle(ratio)}
      src={mediaUrl(src)}
      alt={alt}
      width={width}
      height={Math.round(width / value)}
      loading={priority ? 'eager' : 'lazy'}
      // The largest image is painted in the frame it is ready for: decoding it asynchronously
      // lets that frame show the page without it, and it waits for a frame after whatever long
      // task comes next (the start-up's, on a slow phone).
      {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
    />
  );
}
