import { Avatar, Button, Image, Tabs, Tag } from 'shared/ui-kit';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  BannerCarousel,
  ItemList,
  PagedView,
  errorText,
  mediaUrl,
  useAsyncData,
  usePagedData,
} from 'shared/standalone';
import { showToast } from 'shared/ui';

type Programme = ContractData<'get', '/api/college/programmes'>['list'][number];

const ALL = 'all';
const PAGE_SIZE = 10;

const cardStyle: CSSProperties = {
  display: 'flex',
  gap: 10,
  padding: 12,
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
};
const metaStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  fontSize: 12,
  color: '#999999',
  marginTop: 4,
};
const sectionTitle: CSSProperties = { fontSize: 16, margin: '16px 16px 8px' };

function ProgrammeCard({ initial }: { initial: Programme }) {
  const { t } = useTranslation();
  const [programme, setProgramme] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = programme.enrolled >= programme.seats;
  const enrol = () => {
    setBusy(true);
    setRefusal(null);
    api
      .post('/api/college/programmes/{id}/enrol', {
        path: { id: programme.id },
        loading: false,
        toast: false,
      })
      .then(
        (updated) => {
          setProgramme(updated);
          setBusy(false);
          showToast(t('content.college.enrolled'));
        },
        (error: unknown) => {
          setBusy(false);
          setRefusal(errorText(error, (key, options) => t(key, options)));
        },
      );
  };
  return (
    <div style={cardStyle}>
      {programme.cover ? (
        <Image
          src={mediaUrl(programme.cover)}
          alt=""
          width={88}
          height={66}
          fit="cover"
          style={{ borderRadius: 4, flex: 'none' }}
        />
      ) : null}
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3 style={{ margin: 0, fontSize: 15, fontWeight: 500, lineHeight: 1.4 }}>
          {programme.title}
        </h3>
        <div style={metaStyle}>
          <Tag color={programme.mode === 'online' ? 'primary' : 'success'} fill="outline">
            {t(`content.college.mode.${programme.mode}`)}
          </Tag>
          {programme.lecturer ? <span>{programme.lecturer.name}</span> : null}
          {programme.location ? <span>{programme.location}</span> : null}
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            marginTop: 8,
          }}
        >
          <span style={{ fontSize: 12, color: '#666666' }}>
            {t('content.college.seats', { enrolled: programme.enrolled, seats: programme.seats })}
          </span>
          {programme.enrolled_by_me ? (
            <Tag color="success">{t('content.college.enrolled')}</Tag>
          ) : (
            <Button
              size="mini"
              color="primary"
              loading={busy}
              disabled={full || programme.status === 'ended'}
              onClick={enrol}
              aria-label={`${t('content.college.enrol')} ${programme.title}`}
            >
              {full ? t('content.college.full') : t('content.college.enrol')}
            </Button>
          )}
        </div>
        {refusal ? (
          <p role="alert" style={{ margin: '6px 0 0', fontSize: 12, color: '#ff3141' }}>
            {refusal}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Programmes({ categoryId }: { categoryId: number | null }) {
  const programmes = usePagedData(
    (page, signal) =>
      api.get('/api/college/programmes', {
        query: { page, pageSize: PAGE_SIZE, ...(categoryId ? { category_id: categoryId } : {}) },
        loading: false,
        toast: false,
        signal,
      }),
    [categoryId],
  );
  return (
    <PagedView paged={programmes}>
      {(items) => <ItemList items={items}>{(item) => <ProgrammeCard initial={item} />}</ItemList>}
    </PagedView>
  );
}

function Lecturers() {
  const { t } = useTranslation();
  const lecturers = useAsyncData(
    (signal) => api.get('/api/college/lecturers', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <section aria-labelledby="college-lecturers">
      <h2 id="college-lecturers" style={sectionTitle}>
        {t('content.college.lecturers')}
      </h2>
      <AsyncView
        state={lecturers}
        onRetry={lecturers.reload}
        compact
        isEmpty={(data) => data.list.length === 0}
      >
        {({ list }) => (
          <div
            role="list"
            style={{ display: 'flex', gap: 12, overflowX: 'auto', padding: '0 16px' }}
          >
            {list.map((lecturer) => (
              <div
                role="listitem"
                key={lecturer.id}
                style={{ flex: 'none', width: 96, textAlign: 'center' }}
              >
                <Avatar
                  src={mediaUrl(lecturer.avatar)}
                  style={
                    {
                      '--size': '56px',
                      '--border-radius': '50%',
                      margin: '0 auto',
                    } as CSSProperties
                  }
                />
                <div style={{ fontSize: 13, marginTop: 4 }}>{lecturer.name}</div>
                <div style={{ fontSize: 11, color: '#999999' }}>{lecturer.title}</div>
              </div>
            ))}
          </div>
        )}
      </AsyncView>
    </section>
  );
}

/** Tab 2: the business school: banners, programmes by category with enrolment, lecturers. */
export default function CollegePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryParam = Number(params.get('category_id'));
  const categoryId = Number.isInteger(categoryParam) && categoryParam > 0 ? categoryParam : null;
  const categories = useAsyncData(
    (signal) => api.get('/api/college/categories', { loading: false, toast: false, signal }),
    [],
  );
  const tabs = categories.status === 'success' ? categories.data.list : [];
  return (
    <AreaPage title="page.content.college">
      <BannerCarousel position="college" />
      <section aria-labelledby="college-programmes">
        <h2 id="college-programmes" style={sectionTitle}>
          {t('content.college.programmes')}
        </h2>
        <Tabs
          activeKey={categoryId ? String(categoryId) : ALL}
          onChange={(key) => setParams(key === ALL ? {} : { category_id: key }, { replace: true })}
        >
          <Tabs.Tab key={ALL} title={t('content.news.all')} />
          {tabs.map((category) => (
            <Tabs.Tab key={String(category.id)} title={category.name} />
          ))}
        </Tabs>
        <Programmes key={categoryId ?? ALL} categoryId={categoryId} />
      </section>
      <Lecturers />
    </AreaPage>
  );
}
