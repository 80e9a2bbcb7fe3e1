import { Avatar, Button, Tabs, Tag } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  BannerCarousel,
  CardList,
  ItemList,
  MediaImage,
  PagedView,
  Section,
  errorText,
  mediaUrl,
  useAsyncData,
  usePagedData,
} from 'shared/standalone';
import { showToast } from 'shared/ui';
import { formatCalendarSeconds } from 'shared/time-ago';
import styles from './college-page.module.css';

type Programme = ContractData<'get', '/api/college/programmes'>['list'][number];

const ALL = 'all';
const PAGE_SIZE = 10;

/** When it runs: one day, or its first and last days (2026-12-01 – 2026-12-03). */
function programmeDates({ starts_at, ends_at }: Programme): string {
  const first = formatCalendarSeconds(starts_at, 'day');
  const last = formatCalendarSeconds(ends_at, 'day');
  return first === last ? first : `${first} – ${last}`;
}

function ProgrammeCard({ initial }: { initial: Programme }) {
  const { t } = useTranslation();
  const [programme, setProgramme] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = programme.enrolled >= programme.seats;
  // Why there is nothing to tap, where enrolling is closed; none while it is open.
  const closed =
    programme.status === 'ended'
      ? t('content.college.ended')
      : full
        ? t('content.college.full')
        : null;
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
    <div className={styles.programme}>
      <div className={styles.main}>
        <div className={styles.text}>
          <h3 className={styles.title}>{programme.title}</h3>
          <div className={styles.meta}>
            <Tag color="default" fill="outline">
              {t(`content.college.mode.${programme.mode}`)}
            </Tag>
            {/* Who and where, one fact line with the product's separator (never run together). */}
            {programme.lecturer || programme.location ? (
              <span className={styles.facts}>
                {[programme.lecturer?.name, programme.location].filter(Boolean).join(' · ')}
              </span>
            ) : null}
            <span className={styles.facts}>{programmeDates(programme)}</span>
          </div>
        </div>
        {programme.cover ? (
          <div className={styles.thumb}>
            <MediaImage src={programme.cover} alt="" ratio="cover" width={112} />
          </div>
        ) : null}
      </div>
      <div className={styles.footer}>
        <span className={styles.seats}>
          {t('content.college.seats', { enrolled: programme.enrolled, seats: programme.seats })}
        </span>
        {programme.enrolled_by_me ? (
          // Taking part is not an outcome yet: the brand marks it (green is for done and good).
          <Tag color="primary" fill="outline">
            {t('content.college.enrolled')}
          </Tag>
        ) : closed ? (
          <Tag color="default" fill="outline">
            {closed}
          </Tag>
        ) : (
          <Button
            size="mini"
            color="primary"
            loading={busy}
            onClick={enrol}
            // Starts with the visible text (voice control), then names the programme.
            aria-label={`${t('content.college.enrol')} ${programme.title}`}
          >
            {t('content.college.enrol')}
          </Button>
        )}
      </div>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
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
      {(items) => (
        <CardList>
          <ItemList items={items}>{(item) => <ProgrammeCard initial={item} />}</ItemList>
        </CardList>
      )}
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
    <Section title={t('content.college.lecturers')}>
      <AsyncView
        state={lecturers}
        onRetry={lecturers.reload}
        compact
        isEmpty={(data) => data.list.length === 0}
      >
        {({ list }) => (
          // Scrolls sideways: focusable and named, so a keyboard can scroll it too.
          <ul className={styles.lecturers} tabIndex={0} aria-label={t('content.college.lecturers')}>
            {list.map((lecturer) => (
              <li key={lecturer.id} className={styles.lecturer}>
                {/* Decorative: the name is written just below. */}
                <Avatar src={mediaUrl(lecturer.avatar)} alt="" className={styles.avatar} />
                <div className={styles.lecturerName}>{lecturer.name}</div>
                <div className={styles.lecturerTitle}>{lecturer.title}</div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
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
      {/* Before the programmes: their list loads more as it scrolls, so nothing can follow it. */}
      <Lecturers />
      {/* The tabs filter the list below: on the page background, the list's card under them. */}
      <Section title={t('content.college.programmes')} card={false}>
        <Tabs
          className={styles.tabs}
          activeKey={categoryId ? String(categoryId) : ALL}
          onChange={(key) => setParams(key === ALL ? {} : { category_id: key }, { replace: true })}
        >
          <Tabs.Tab key={ALL} title={t('content.news.all')} />
          {tabs.map((category) => (
            <Tabs.Tab key={String(category.id)} title={category.name} />
          ))}
        </Tabs>
        <div className={styles.programmes}>
          <Programmes key={categoryId ?? ALL} categoryId={categoryId} />
        </div>
      </Section>
    </AreaPage>
  );
}
