import { Tabs } from 'shared/ui-kit';
import { Selector } from 'shared/ui-kit-forms';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, useAsyncData } from 'shared/standalone';
import { CourseList, type CourseFilter } from '../components/course-list';
import tabStyles from '../components/tabs.module.css';
import styles from './course-index-page.module.css';

const ALL = 'all';

type Flag = 0 | 1;
const flagOf = (value: string | null): Flag | undefined =>
  value === '1' ? 1 : value === '0' ? 0 : undefined;

/**
 * The course catalogue: a category (`?category_id=`, tabs), free or paid (`?is_free=`),
 * required or elective (`?is_compulsory=`); every choice is kept in the address.
 */
export default function CourseIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryParam = Number(params.get('category_id'));
  const categoryId = Number.isInteger(categoryParam) && categoryParam > 0 ? categoryParam : null;
  const isFree = flagOf(params.get('is_free'));
  const isCompulsory = flagOf(params.get('is_compulsory'));
  const categories = useAsyncData(
    (signal) => api.get('/api/course-categories', { loading: false, toast: false, signal }),
    [],
  );
  const tabs = categories.status === 'success' ? categories.data.list : [];
  const update = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const filter: CourseFilter = {
    ...(categoryId ? { category_id: categoryId } : {}),
    ...(isFree !== undefined ? { is_free: isFree } : {}),
    ...(isCompulsory !== undefined ? { is_compulsory: isCompulsory } : {}),
  };
  const choice = (value: Flag | undefined) => [value === undefined ? ALL : String(value)];
  return (
    <AreaPage title="page.train.courseIndex">
      <Tabs
        className={tabStyles.tabs}
        activeKey={categoryId ? String(categoryId) : ALL}
        onChange={(key) => update('category_id', key === ALL ? null : key)}
      >
        <Tabs.Tab key={ALL} title={t('train.courseIndex.all')} />
        {tabs.map((category) => (
          <Tabs.Tab key={String(category.id)} title={category.name} />
        ))}
      </Tabs>
      <div className={styles.filters}>
        <div className={styles.filterRow} role="group" aria-label={t('train.filter.price')}>
          <span className={styles.filterLabel}>{t('train.filter.price')}</span>
          <Selector
            value={choice(isFree)}
            onChange={([v]) => update('is_free', !v || v === ALL ? null : v)}
            options={[
              { label: t('train.filter.all'), value: ALL },
              { label: t('train.filter.free'), value: '1' },
              { label: t('train.filter.paid'), value: '0' },
            ]}
            className={styles.selector}
            showCheckMark={false}
          />
        </div>
        <div className={styles.filterRow} role="group" aria-label={t('train.filter.required')}>
          <span className={styles.filterLabel}>{t('train.filter.required')}</span>
          <Selector
            value={choice(isCompulsory)}
            onChange={([v]) => update('is_compulsory', !v || v === ALL ? null : v)}
            options={[
              { label: t('train.filter.all'), value: ALL },
              { label: t('train.filter.compulsory'), value: '1' },
              { label: t('train.filter.elective'), value: '0' },
            ]}
            className={styles.selector}
            showCheckMark={false}
          />
        </div>
      </div>
      <CourseList filter={filter} />
    </AreaPage>
  );
}
