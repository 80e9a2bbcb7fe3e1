import { Button, List, Popup } from 'shared/ui-kit';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  ItemList,
  joinMeta,
  PagedView,
  Section,
  mediaUrl,
  useAsyncData,
  usePageTitle,
  usePagedData,
} from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { DelayedLoading } from 'shared/ui';
import { RichText } from 'shared/standalone/rich-text';
import listStyles from './list-page.module.css';
import styles from './policy-list-page.module.css';

const PAGE_SIZE = 20;

function PolicyReader({ id }: { id: number }) {
  const { t } = useTranslation();
  const policy = useAsyncData(
    (signal) =>
      api.get('/api/policies/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={policy} onRetry={policy.reload}>
      {(p) => (
        <article aria-labelledby="policy-title">
          <h2 id="policy-title" className={styles.title}>
            {p.title}
          </h2>
          <div className={styles.meta}>
            {joinMeta([p.doc_no, p.catalogue, formatCalendarSeconds(p.published_at, 'day')])}
          </div>
          <RichText html={p.body_html} />
          {p.attachment_url ? (
            <Button
              className={styles.attachment}
              size="small"
              onClick={() => {
                window.open(mediaUrl(p.attachment_url), '_blank', 'noopener');
              }}
            >
              <span className={styles.attachmentLabel}>
                <FileOutline aria-hidden />
                {t('train.policy.attachment')}
              </span>
            </Button>
          ) : null}
        </article>
      )}
    </AsyncView>
  );
}

/** /pagesTrain/policy/list?catalogue_id=: the policies of a catalogue, each read in place. */
export default function PolicyListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const catalogue = Number(params.get('catalogue_id'));
  const catalogueId = Number.isInteger(catalogue) && catalogue > 0 ? catalogue : undefined;
  const open = Number(params.get('id'));
  const openId = Number.isInteger(open) && open > 0 ? open : undefined;
  const policies = usePagedData(
    (page, signal) =>
      api.get('/api/policies', {
        query: { page, pageSize: PAGE_SIZE, ...(catalogueId ? { catalogue_id: catalogueId } : {}) },
        loading: false,
        toast: false,
        signal,
      }),
    [catalogueId],
  );
  // The catalogue's name is the page's title, in the nav bar.
  const catalogues = useAsyncData(
    (signal) => api.get('/api/policy-catalogues', { loading: false, toast: false, signal }),
    [],
  );
  const catalogueEntry =
    catalogues.status === 'success'
      ? catalogues.data.list.find((c) => c.id === catalogueId)
      : undefined;
  usePageTitle(catalogueEntry?.name);
  const setOpen = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id === undefined) next.delete('id');
    else next.set('id', String(id));
    setParams(next, { replace: true });
  };
  return (
    <AreaPage title="page.train.policyList">
      {/* The list waits for the catalogue's name, so its heading does not pop in above it. */}
      {catalogueId !== undefined && catalogues.status === 'loading' ? (
        <DelayedLoading />
      ) : (
        <PagedView paged={policies}>
          {(items) => {
            const list = (
              <List className={catalogueEntry ? styles.list : listStyles.list}>
                <ItemList items={items}>
                  {(p) => (
                    <List.Item
                      prefix={
                        <span className={listStyles.iconBox} aria-hidden>
                          <FileOutline />
                        </span>
                      }
                      onClick={() => setOpen(p.id)}
                      arrowIcon
                      description={joinMeta([
                        p.doc_no,
                        formatCalendarSeconds(p.published_at, 'day'),
                      ])}
                    >
                      {p.title}
                    </List.Item>
                  )}
                </ItemList>
              </List>
            );
            return catalogueEntry ? (
              <Section title={t('train.policy.count', { count: catalogueEntry.policy_count })}>
                {list}
              </Section>
            ) : (
              list
            );
          }}
        </PagedView>
      )}
      <Popup
        visible={openId !== undefined}
        onMaskClick={() => setOpen(undefined)}
        onClose={() => setOpen(undefined)}
        showCloseButton
        bodyClassName={styles.popup}
        aria-label={t('train.policy.reader')}
      >
        <div className={styles.popupBody}>
          {openId !== undefined ? <PolicyReader id={openId} /> : null}
        </div>
      </Popup>
    </AreaPage>
  );
}
