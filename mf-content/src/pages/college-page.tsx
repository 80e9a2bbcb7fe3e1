import { Image } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, BannerCarousel, mediaUrl, useAsyncData } from 'shared/standalone';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 8,
  margin: '0 12px',
};

const cellStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: 12,
  background: '#ffffff',
  borderRadius: 8,
  color: '#333333',
  textDecoration: 'none',
};

/** Tab 2: the business school: its banners and the course categories to study. */
export default function CollegePage() {
  const { t } = useTranslation();
  const categories = useAsyncData(
    (signal) => api.get('/api/course-categories', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.content.college" about="content.college.about">
      <BannerCarousel position="college" />
      <h2 style={{ fontSize: 16, margin: '16px 16px 8px' }}>{t('content.college.categories')}</h2>
      <AsyncView
        state={categories}
        onRetry={categories.reload}
        isEmpty={(data) => data.list.length === 0}
      >
        {({ list }) => (
          <nav style={gridStyle}>
            {list.map((category) => (
              <Link
                key={category.id}
                to={`${PATHS.train.courseIndex}?category_id=${category.id}`}
                style={cellStyle}
              >
                {category.icon ? (
                  <Image src={mediaUrl(category.icon)} alt="" width={32} height={32} fit="cover" />
                ) : null}
                <span style={{ display: 'flex', flexDirection: 'column' }}>
                  <span style={{ fontSize: 14 }}>{category.name}</span>
                  <span style={{ fontSize: 12, color: '#999999' }}>
                    {t('content.college.courseCount', { count: category.course_count })}
                  </span>
                </span>
              </Link>
            ))}
          </nav>
        )}
      </AsyncView>
    </AreaPage>
  );
}
