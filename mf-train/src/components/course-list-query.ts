import type { ContractInit } from 'shared/request';

export type CourseFilter = Omit<
  NonNullable<ContractInit<'get', '/api/courses'>['query']>,
  'page' | 'pageSize'
>;

const PAGE_SIZE = 10;

/** The query of one page of the course catalogue for a filter (CourseList and the prefetches). */
export const courseListQuery = (filter: CourseFilter, page: number) => ({
  ...filter,
  page,
  pageSize: PAGE_SIZE,
});
