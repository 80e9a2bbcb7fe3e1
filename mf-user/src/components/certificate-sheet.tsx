import { Popup } from 'shared/ui-kit';
import { DownlandOutline, LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { QrCodeImage } from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { AnchorButton } from './anchor-button';
import styles from './certificate-sheet.module.css';

export type Certificate = ContractData<'get', '/api/certificates/{serial}'>;

/**
 * One certificate over the page: what it says, the QR code of its public verification page
 * (drawn in the browser; the encoder loads when the sheet first opens), and plain links to its
 * PDF and to that page. Plain links, because WeChat's browser cannot save a download made in
 * script, and opens a link to a PDF itself.
 */
export function CertificateSheet({
  certificate,
  onClose,
}: {
  certificate: Certificate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={certificate !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      {certificate ? (
        <section aria-label={t('user.certificates.sheetTitle')} data-testid="certificate-sheet">
          <h2 className={styles.title}>{t('user.certificates.sheetTitle')}</h2>
          <div className={styles.body}>
            <p className={styles.kind}>{t(`user.certificates.done.${certificate.kind}`)}</p>
            <p className={styles.what}>{certificate.title}</p>
            <p className={styles.fact}>
              {t('user.certificates.holder', { name: certificate.holder_name })}
            </p>
            <p className={styles.fact}>
              {t('user.certificates.issued', {
                date: formatCalendarSeconds(certificate.issued_at, 'day'),
              })}
            </p>
            <p className={`${styles.fact} ${styles.serial}`}>
              {t('user.certificates.serial', { serial: certificate.serial })}
            </p>
            <figure className={styles.qr}>
              <QrCodeImage
                text={certificate.verify_url}
                label={t('user.certificates.qr')}
                size={168}
              />
              <figcaption>{t('user.certificates.qrHint')}</figcaption>
            </figure>
          </div>
          <div className={styles.actions}>
            <AnchorButton
              kind="primary"
              href={`${certificate.pdf_url}?download=1`}
              data-testid="certificate-pdf"
            >
              <DownlandOutline aria-hidden /> {t('user.certificates.download')}
            </AnchorButton>
            <AnchorButton
              kind="secondary"
              href={certificate.verify_url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="certificate-verify"
            >
              <LinkOutline aria-hidden /> {t('user.certificates.verify')}
            </AnchorButton>
          </div>
        </section>
      ) : null}
    </Popup>
  );
}
