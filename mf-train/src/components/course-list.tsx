import { api } from 'shared/request';
import { CardList, GridRows, ItemList, PagedView, usePagedData } from 'shared/standalone';
import { CourseCard, type CourseSummary } from './course-card';
import { courseListQuery, type CourseFilter } from './course-list-query';

export type { CourseFilter } from './course-list-query';

/** The course catalogue for a filter, paged, with loading, empty and error states. */
export function CourseList({
  filter,
  linkTo,
}: {
  filter: CourseFilter;
  /** Where a course leads (its detail page unless given). */
  linkTo?: (course: CourseSummary) => string;
}) {
  const courses = usePagedData(
    (page, signal) =>
      api.get('/api/courses', {
        query: courseListQuery(filter, page),
        loading: false,
        toast: false,
        signal,
      }),
    [JSON.stringify(filter)],
  );
  return (
    <PagedView paged={courses}>
      {(items) => {
        // Its own card; the "No more" line under it, on the page background.
        return (
          <CardList>
            <GridRows>
              <ItemList items={items}>
                {(course) => (
                  <CourseCard
                    course={course}
                    to={linkTo?.(course)}
                    hideRequired={filter.is_compulsory === 1}
                  />
                )}
              </ItemList>
            </GridRows>
          </CardList>
        );
      }}
    </PagedView>
  );
}
