import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, useAsyncData } from 'shared/standalone';
import { CourseList } from '../components/course-list';

const ALL = 'all';

/** The courses of a category (`?category_id=`), or of every category. */
export default function CourseIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryParam = Number(params.get('category_id'));
  const categoryId = Number.isInteger(categoryParam) && categoryParam > 0 ? categoryParam : null;
  const categories = useAsyncData(
    (signal) => api.get('/api/course-categories', { loading: false, toast: false, signal }),
    [],
  );
  const tabs = categories.status === 'success' ? categories.data.list : [];
  return (
    <AreaPage title="page.train.courseIndex" about="train.courseIndex.about">
      <Tabs
        activeKey={categoryId ? String(categoryId) : ALL}
        onChange={(key) => setParams(key === ALL ? {} : { category_id: key }, { replace: true })}
      >
        <Tabs.Tab key={ALL} title={t('train.courseIndex.all')} />
        {tabs.map((category) => (
          <Tabs.Tab key={String(category.id)} title={category.name} />
        ))}
      </Tabs>
      <CourseList filter={categoryId ? { category_id: categoryId } : {}} />
    </AreaPage>
  );
}
