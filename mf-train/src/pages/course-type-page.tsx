import { List } from 'shared/ui-kit';
import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, MediaImage, useAsyncData } from 'shared/standalone';
import styles from './list-page.module.css';

/** Every course category with its course count, each leading to its courses. */
export default function CourseTypePage() {
  const { t } = useTranslation();
  const categories = useAsyncData(
    (signal) => api.get('/api/course-categories', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.train.courseType" about="train.courseType.about">
      <AsyncView
        state={categories}
        onRetry={categories.reload}
        isEmpty={(data) => data.list.length === 0}
      >
        {({ list }) => (
          <List className={styles.list}>
            {list.map((category) => (
              <Link
                key={category.id}
                to={`${PATHS.train.courseIndex}?category_id=${category.id}`}
                className={styles.link}
              >
                <List.Item
                  arrowIcon
                  prefix={
                    category.icon ? (
                      <span className={styles.thumb}>
                        <MediaImage src={category.icon} alt="" ratio="cover" width={64} />
                      </span>
                    ) : (
                      <span className={styles.iconBox} aria-hidden>
                        <AppstoreOutline />
                      </span>
                    )
                  }
                  extra={t('train.course.count', { count: category.course_count })}
                >
                  {category.name}
                </List.Item>
              </Link>
            ))}
          </List>
        )}
      </AsyncView>
    </AreaPage>
  );
}
