import { Button, Swiper, type SwiperRef } from 'shared/ui-kit-core';
import { FileOutline, SmileOutline, VideoOutline } from 'antd-mobile-icons';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlainMessageKey } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { BrandMark } from '../../brand/brand-mark';
import { useAppName } from '../../brand/use-app-name';
import { useShellPageMeta } from '../../layout/use-shell-page-meta';
import { markGuideCompleted } from './guide-progress';
import styles from './guide-screen.module.css';

type Slide = {
  title: PlainMessageKey;
  text: PlainMessageKey;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
};

export const GUIDE_SLIDES: readonly Slide[] = [
  { title: 'guide.slide1.title', text: 'guide.slide1.text', Icon: VideoOutline },
  { title: 'guide.slide2.title', text: 'guide.slide2.text', Icon: SmileOutline },
  { title: 'guide.slide3.title', text: 'guide.slide3.text', Icon: FileOutline },
];

/** The first-run guide: three slides about the product, then "Start" goes home. */
export default function GuideScreen() {
  const { t } = useTranslation();
  const appName = useAppName();
  useShellPageMeta('guide.title');
  const navigate = useNavigate();
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  const last = index === GUIDE_SLIDES.length - 1;

  const handleStart = () => {
    markGuideCompleted();
    void navigate(PATHS.shell.home, { replace: true });
  };

  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <span className={styles.brand}>
          <BrandMark size="m" />
          <span className={styles.appName}>{appName}</span>
        </span>
        {!last && (
          <Button fill="none" size="small" className={styles.skip} onClick={handleStart}>
            {t('guide.skip')}
          </Button>
        )}
      </div>
      <section
        aria-roledescription="carousel"
        aria-label={t('guide.slides')}
        className={styles.carousel}
      >
        <Swiper ref={swiper} onIndexChange={setIndex} className={styles.swiper}>
          {GUIDE_SLIDES.map(({ title, text, Icon }, i) => (
            <Swiper.Item key={title}>
              <div
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${GUIDE_SLIDES.length}`}
                aria-hidden={i !== index}
                className={styles.slide}
              >
                <span className={styles.icon}>
                  <Icon aria-hidden />
                </span>
                <h2 className={styles.title}>{t(title)}</h2>
                <p className={styles.text}>{t(text)}</p>
              </div>
            </Swiper.Item>
          ))}
        </Swiper>
      </section>
      <div className={styles.actions}>
        {last ? (
          <Button block color="primary" size="large" onClick={handleStart}>
            {t('guide.start')}
          </Button>
        ) : (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => swiper.current?.swipeTo(index + 1)}
          >
            {t('guide.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
