import { ContentOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useBrand } from './brand-store';
import styles from './brand-mark.module.css';

export type BrandMarkProps = {
  /** 'l' on the login page and the guide, 'm' where it sits in a line of text. */
  size?: 'm' | 'l';
};

/**
 * The brand's logo (app-config.json `brand.logo`), else the built-in mark: the brand colour
 * with a white book. Decorative: the app's name is always written beside it. A logo that does
 * not load falls back to the built-in mark.
 */
export function BrandMark({ size = 'l' }: BrandMarkProps) {
  const { logo } = useBrand();
  const [failedLogo, setFailedLogo] = useState<string>();
  const sizeClass = size === 'l' ? styles.large : styles.medium;
  if (logo && logo !== failedLogo) {
    return (
      <img
        src={logo}
        alt=""
        aria-hidden
        data-testid="brand-logo"
        className={`${styles.logo} ${sizeClass}`}
        onError={() => setFailedLogo(logo)}
      />
    );
  }
  return (
    <span aria-hidden data-testid="brand-mark" className={`${styles.mark} ${sizeClass}`}>
      <ContentOutline />
    </span>
  );
}
