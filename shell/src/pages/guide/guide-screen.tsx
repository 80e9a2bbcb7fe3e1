import { Button, Swiper, type SwiperRef } from 'shared/ui-kit-core';
import { FileOutline, SmileOutline, VideoOutline } from 'antd-mobile-icons';
import { useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { THEME_COLOR } from 'shared/constants';
import type { PlainMessageKey } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { useShellPageMeta } from '../../layout/use-shell-page-meta';
import { markGuideCompleted } from './guide-progress';

type Slide = {
  title: PlainMessageKey;
  text: PlainMessageKey;
  Icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
};

export const GUIDE_SLIDES: readonly Slide[] = [
  { title: 'guide.slide1.title', text: 'guide.slide1.text', Icon: VideoOutline },
  { title: 'guide.slide2.title', text: 'guide.slide2.text', Icon: SmileOutline },
  { title: 'guide.slide3.title', text: 'guide.slide3.text', Icon: FileOutline },
];

const slideStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  padding: '0 32px',
  boxSizing: 'border-box',
  textAlign: 'center',
};

const iconStyle: CSSProperties = {
  width: 96,
  height: 96,
  padding: 24,
  boxSizing: 'border-box',
  borderRadius: 48,
  background: '#fff3e8',
  color: THEME_COLOR,
  fontSize: 48,
};

/** The first-run guide: three slides about the product, then "Start" goes home. */
export default function GuideScreen() {
  const { t } = useTranslation();
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
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 46px)' }}>
      <div style={{ textAlign: 'right', padding: '8px 12px 0' }}>
        {!last && (
          <Button fill="none" size="small" onClick={handleStart}>
            {t('guide.skip')}
          </Button>
        )}
      </div>
      <section aria-roledescription="carousel" aria-label={t('guide.slides')} style={{ flex: 1 }}>
        <Swiper
          ref={swiper}
          onIndexChange={setIndex}
          style={{ '--height': '60vh' }}
          indicatorProps={{ style: { '--active-dot-color': THEME_COLOR } as CSSProperties }}
        >
          {GUIDE_SLIDES.map(({ title, text, Icon }, i) => (
            <Swiper.Item key={title}>
              <div
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${GUIDE_SLIDES.length}`}
                aria-hidden={i !== index}
                style={slideStyle}
              >
                <Icon aria-hidden style={iconStyle} />
                <h2 style={{ margin: '28px 0 12px', fontSize: 22 }}>{t(title)}</h2>
                <p style={{ margin: 0, fontSize: 15, lineHeight: 1.6, color: '#666666' }}>
                  {t(text)}
                </p>
              </div>
            </Swiper.Item>
          ))}
        </Swiper>
      </section>
      <div style={{ padding: '16px 32px calc(24px + env(safe-area-inset-bottom))' }}>
        {last ? (
          <Button block color="primary" shape="rounded" size="large" onClick={handleStart}>
            {t('guide.start')}
          </Button>
        ) : (
          <Button
            block
            color="primary"
            fill="outline"
            shape="rounded"
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
