import { Image, List } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, mediaUrl, useAsyncData } from 'shared/standalone';

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
          <List>
            {list.map((category) => (
              <Link
                key={category.id}
                to={`${PATHS.train.courseIndex}?category_id=${category.id}`}
                style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
              >
                <List.Item
                  arrowIcon
                  prefix={
                    category.icon ? (
                      <Image
                        src={mediaUrl(category.icon)}
                        alt=""
                        width={36}
                        height={36}
                        fit="cover"
                      />
                    ) : null
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
