import { Popup, Tabs } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  BannerCarousel,
  CardList,
  GridRows,
  ItemList,
  MediaRow,
  PagedView,
  useAsyncData,
  usePagedData,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { RichText } from 'shared/standalone/rich-text';
import { SearchField } from 'shared/standalone/search-field';
import styles from './shop-page.module.css';

type GuideItem = ContractData<'get', '/api/shop/guides'>['list'][number];
type GuideKind = GuideItem['kind'];

const KINDS: readonly GuideKind[] = ['display_guide', 'product_card', 'sales_script'];
const PAGE_SIZE = 10;

function GuideRow({ item, onOpen }: { item: GuideItem; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <MediaRow
      coverAt="end"
      onOpen={() => onOpen(item.id)}
      title={item.title}
      description={item.summary}
      cover={item.cover}
      meta={
        item.product ? (
          <span className={styles.product}>
            {t('content.shop.product', {
              name: item.product.name,
              model: item.product.model,
              price: item.product.price,
            })}
          </span>
        ) : null
      }
    />
  );
}

function GuideDetail({ id }: { id: number }) {
  const guide = useAsyncData(
    (signal) =>
      api.get('/api/shop/guides/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={guide} onRetry={guide.reload}>
      {(data) => (
        <article>
          <h2 className={styles.guideTitle}>{data.title}</h2>
          <RichText html={data.body_html} size="article" />
        </article>
      )}
    </AsyncView>
  );
}

function Guides({
  kind,
  keyword,
  onOpen,
}: {
  kind: GuideKind;
  keyword: string;
  onOpen: (id: number) => void;
}) {
  const guides = usePagedData(
    (page, signal) =>
      api.get('/api/shop/guides', {
        query: { kind, page, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        loading: false,
        toast: false,
        signal,
      }),
    [kind, keyword],
  );
  return (
    <PagedView paged={guides} empty={keyword ? <EmptyState kind="search" /> : undefined}>
      {(items) => (
        <CardList>
          <GridRows>
            <ItemList items={items}>{(item) => <GuideRow item={item} onOpen={onOpen} />}</ItemList>
          </GridRows>
        </CardList>
      )}
    </PagedView>
  );
}

/** Shop enablement: display guides, product cards and sales scripts, searchable. */
export default function ShopPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<GuideKind>('display_guide');
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <AreaPage title="page.content.shop">
      <BannerCarousel position="shop" />
      <div className={styles.search}>
        <SearchField
          label={t('content.shop.searchPlaceholder')}
          placeholder={t('content.shop.searchPlaceholder')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      {/* The tabs filter the list below: on the page background, the list's card under them. */}
      <Tabs
        className={styles.tabs}
        activeKey={kind}
        stretch={false}
        onChange={(key) => setKind(key as GuideKind)}
      >
        {KINDS.map((value) => (
          <Tabs.Tab key={value} title={t(`content.shop.kind.${value}`)} />
        ))}
      </Tabs>
      <Guides key={`${kind}-${keyword}`} kind={kind} keyword={keyword} onOpen={setOpenId} />
      <Popup
        visible={openId !== null}
        onMaskClick={() => setOpenId(null)}
        onClose={() => setOpenId(null)}
        showCloseButton
        bodyClassName={styles.popupBody}
      >
        {openId !== null ? <GuideDetail key={openId} id={openId} /> : null}
      </Popup>
    </AreaPage>
  );
}
