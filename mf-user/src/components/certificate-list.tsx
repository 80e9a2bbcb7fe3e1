import { Button, List } from 'shared/ui-kit';
import { FileOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AsyncView, Section, useAsyncData } from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { CardList } from './card-list';
import { CertificateSheet, type Certificate } from './certificate-sheet';
import styles from './certificate-list.module.css';
import { RowIcon } from './row-icon';

/** Rows shown before "Show all": Mine stays a short page. */
const FIRST_ROWS = 3;
const MOST = 100;

/** The certificate rows: what, its kind and date, its serial; a tap opens the sheet. */
export function CertificateRows({
  certificates,
  onOpen,
}: {
  certificates: readonly Certificate[];
  onOpen: (certificate: Certificate) => void;
}) {
  const { t } = useTranslation();
  return (
    <CardList label={t('user.certificates.title')}>
      {certificates.map((c) => (
        <List.Item
          key={c.serial}
          clickable
          onClick={() => onOpen(c)}
          prefix={
            <RowIcon>
              <FileOutline />
            </RowIcon>
          }
          description={
            <>
              <span>
                {t(`user.certificates.kind.${c.kind}`)} ·{' '}
                {formatCalendarSeconds(c.issued_at, 'day')}
              </span>
              <span className={styles.serial}>{c.serial}</span>
            </>
          }
        >
          <span className={styles.title}>{c.title}</span>
        </List.Item>
      ))}
    </CardList>
  );
}

/**
 * "My certificates" on Mine, for joined users: the newest first, a few at a time, each opening a
 * sheet with its QR code and links; a line saying how to earn one when there are none.
 */
export function MyCertificates() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Certificate | null>(null);
  const [all, setAll] = useState(false);
  const list = useAsyncData(
    (signal) =>
      api.get('/api/certificates', {
        query: { page: 1, pageSize: MOST },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <Section title={t('user.certificates.title')}>
      <AsyncView
        state={list}
        onRetry={list.reload}
        compact
        isEmpty={(page) => page.list.length === 0}
        empty={<p className={styles.empty}>{t('user.certificates.empty')}</p>}
      >
        {(page) => (
          <>
            <CertificateRows
              certificates={all ? page.list : page.list.slice(0, FIRST_ROWS)}
              onOpen={setOpen}
            />
            {!all && page.list.length > FIRST_ROWS ? (
              <div className={styles.more}>
                <Button fill="none" size="small" color="primary" onClick={() => setAll(true)}>
                  {t('user.certificates.showAll', { count: page.list.length })}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </AsyncView>
      <CertificateSheet certificate={open} onClose={() => setOpen(null)} />
    </Section>
  );
}
