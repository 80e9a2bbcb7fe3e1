import { Image, Popup, SearchBar, Tabs } from 'shared/ui-kit';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  BannerCarousel,
  ItemList,
  PagedView,
  mediaUrl,
  useAsyncData,
  usePagedData,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { sanitizeArticleHtml } from '../components/sanitize-html';

type GuideItem = ContractData<'get', '/api/shop/guides'>['list'][number];
type GuideKind = GuideItem['kind'];

const KINDS: readonly GuideKind[] = ['display_guide', 'product_card', 'sales_script'];
const PAGE_SIZE = 10;

const itemStyle: CSSProperties = {
  display: 'flex',
  gap: 10,
  width: '100%',
  padding: 12,
  background: '#ffffff',
  border: 'none',
  borderBottom: '1px solid #f0f0f0',
  textAlign: 'left',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
};
const BODY_CSS =
  '.guide-body img{max-width:100%;height:auto}.guide-body{font-size:15px;line-height:1.7;color:#333;overflow-wrap:anywhere}';

function GuideRow({ item, onOpen }: { item: GuideItem; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" style={itemStyle} onClick={() => onOpen(item.id)}>
      {item.cover ? (
        <Image
          src={mediaUrl(item.cover)}
          alt=""
          width={72}
          height={54}
          fit="cover"
          style={{ borderRadius: 4, flex: 'none' }}
        />
      ) : null}
      <span style={{ flex: 1, minWidth: 0, display: 'block' }}>
        <span style={{ display: 'block', fontSize: 15, fontWeight: 500 }}>{item.title}</span>
        {item.product ? (
          <span style={{ display: 'block', fontSize: 12, color: '#ff6a00', marginTop: 4 }}>
            {t('content.shop.product', {
              name: item.product.name,
              model: item.product.model,
              price: item.product.price,
            })}
          </span>
        ) : null}
        <span style={{ display: 'block', fontSize: 12, color: '#999999', marginTop: 4 }}>
          {item.summary}
        </span>
      </span>
    </button>
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
          <h2 style={{ margin: '0 0 12px', fontSize: 18 }}>{data.title}</h2>
          <style>{BODY_CSS}</style>
          <div
            className="guide-body"
            // Sanitised by DOMPurify just above the render: no scripts, handlers or frames.
            dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(data.body_html) }}
          />
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
        <ItemList items={items}>{(item) => <GuideRow item={item} onOpen={onOpen} />}</ItemList>
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
      <div style={{ padding: '0 12px 8px' }}>
        <SearchBar
          placeholder={t('content.shop.searchPlaceholder')}
          aria-label={t('content.shop.searchPlaceholder')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <Tabs activeKey={kind} onChange={(key) => setKind(key as GuideKind)}>
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
        bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', padding: 16 }}
      >
        {openId !== null ? <GuideDetail key={openId} id={openId} /> : null}
      </Popup>
    </AreaPage>
  );
}
