import { Button, Mask } from 'shared/ui-kit';
import { MoreOutline, SendOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserAgent, isWechatBrowser } from 'shared/platform';
import { showToast } from 'shared/ui';
import { setWechatShareCard, type ShareCard } from './wechat-share-card';
import styles from './share-button.module.css';

/** Outside WeChat: the system share sheet where there is one, else the link on the clipboard. */
async function shareElsewhere(card: ShareCard): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: card.title, text: card.desc, url: card.link });
      return 'shared';
    } catch {
      return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(card.link);
  return 'copied';
}

/**
 * Share an article. Inside WeChat a page cannot open the share sheet itself: the card is set
 * through the JS-SDK and the button points the reader to the ··· menu.
 */
export function ShareButton({ card }: { card: ShareCard }) {
  const { t } = useTranslation();
  const inWechat = isWechatBrowser(currentUserAgent());
  const [guideVisible, setGuideVisible] = useState(false);

  const { title, desc, link, imgUrl } = card;
  useEffect(() => {
    if (!inWechat) return;
    // Without a card WeChat still shares the bare page, so a failure is not worth a toast.
    setWechatShareCard({ title, desc, link, imgUrl }).catch(() => undefined);
  }, [inWechat, title, desc, link, imgUrl]);

  const share = () => {
    if (inWechat) {
      setGuideVisible(true);
      return;
    }
    shareElsewhere(card).then(
      (outcome) => {
        if (outcome === 'copied') showToast(t('content.share.copied'));
      },
      () => showToast(t('content.share.failed')),
    );
  };

  return (
    <>
      <Button onClick={share}>
        <SendOutline className={styles.icon} aria-hidden />
        {t('content.share.button')}
      </Button>
      <Mask visible={guideVisible} onMaskClick={() => setGuideVisible(false)}>
        <div role="dialog" aria-label={t('content.share.button')} className={styles.guide}>
          <MoreOutline className={styles.guideIcon} aria-hidden />
          {t('content.share.wechatGuide')}
        </div>
      </Mask>
    </>
  );
}
