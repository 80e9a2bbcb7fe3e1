import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, paramsOf, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { COURSE_CATEGORIES, course, coursePage } from '../testing/fixtures';
import CompulsoryCompanyPage from './compulsory-company-page';
import CourseIndexPage from './course-index-page';
import CourseTypePage from './course-type-page';
import TrainIndexPage from './train-index-page';

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});

const coursesCalls = <T extends { url?: string }>(calls: T[]) =>
  calls.filter((call) => call.url === '/api/courses');

describe('TrainIndexPage', () => {
  it('lists the recommended courses with lecturer, lessons, learners and price', async () => {
    const adapter = fakeApi({
      'GET /api/banners': ok({ list: [] }),
      'GET /api/courses': ok(
        coursePage([course(1), course(2, { is_free: false, price: '99.00', is_compulsory: true })]),
      ),
    });
    renderAt(<TrainIndexPage />, '/pages/train/index');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Video · 王老师 · 6 lessons')).toBeVisible();
    expect(within(items[0]!).getByText('1280 learners')).toBeVisible();
    expect(within(items[0]!).getByText('Free')).toBeVisible();
    expect(within(items[1]!).getByText('¥99.00')).toBeVisible();
    expect(within(items[1]!).getByText('Required')).toBeVisible();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/pagesTrain/course/course?id=1',
    );
    expect(paramsOf(coursesCalls(adapter.calls)[0]!)).toEqual({
      recommended: 1,
      page: 1,
      pageSize: 10,
    });
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/pagesTrain/course/type',
    );
  });

  it('ends the recommended courses with "No more" under their card, on the page background', async () => {
    fakeApi({
      'GET /api/banners': ok({ list: [] }),
      'GET /api/courses': ok(coursePage([course(1), course(2)])),
    });
    renderAt(<TrainIndexPage />, '/pages/train/index');
    const [first] = await screen.findAllByRole('listitem');
    const card = first!.closest('.list')!;
    expect(card).toBeInTheDocument();
    const noMore = screen.getByText('No more');
    expect(card).not.toContainElement(noMore);
    expect(card.nextElementSibling).toBe(noMore);
    // The section draws no card of its own around the list's card.
    const section = screen.getByRole('region', { name: 'Recommended courses' });
    expect(section.querySelector('.card')).toBeNull();
  });

  // Short one-word labels: five cells share a phone's width (the pages' titles would wrap).
  it.each([
    ['Categories', '/pagesTrain/course/type'],
    ['Courses', '/pagesTrain/course/index'],
    ['Required', '/pagesTrain/compulsory/index'],
    ['Videos', '/pagesTrain/videoLessons/videoLessons'],
    ['Audio', '/pagesTrain/trainingAudio/trainingAudio'],
    ['Sessions', '/pagesTrain/training/list'],
    ['Meetings', '/pagesTrain/meeting/list'],
    ['Policies', '/pagesTrain/policy/catalogue'],
    ['Drafting', '/pagesTrain/fileWeave/fileWeave'],
  ])('has an entry with an icon for %s', async (name, href) => {
    fakeApi({ 'GET /api/banners': ok({ list: [] }), 'GET /api/courses': ok(coursePage([])) });
    renderAt(<TrainIndexPage />, '/pages/train/index');
    const entry = screen.getByRole('link', { name });
    expect(entry).toHaveAttribute('href', href);
    expect(entry.querySelector('svg')).not.toBeNull();
    await screen.findByText('No data yet');
  });

  it('shows the recommended courses under their own heading, the title left to the nav bar', async () => {
    fakeApi({ 'GET /api/banners': ok({ list: [] }), 'GET /api/courses': ok(coursePage([])) });
    renderAt(<TrainIndexPage />, '/pages/train/index');
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended courses' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Training' })).toBeNull();
    expect(screen.getByRole('link', { name: /More/ })).toHaveAttribute(
      'href',
      '/pagesTrain/course/index',
    );
    await screen.findByText('No data yet');
  });

  it('shows the empty state when nothing is recommended', async () => {
    fakeApi({ 'GET /api/banners': ok({ list: [] }), 'GET /api/courses': ok(coursePage([])) });
    renderAt(<TrainIndexPage />, '/pages/train/index');
    expect(await screen.findByText('No data yet')).toBeVisible();
  });
});

describe('CourseTypePage', () => {
  it('lists the categories with their course counts, each leading to its courses', async () => {
    fakeApi({ 'GET /api/course-categories': ok({ list: COURSE_CATEGORIES }) });
    renderAt(<CourseTypePage />, '/pagesTrain/course/type');
    expect(await screen.findByText('12 courses')).toBeVisible();
    expect(screen.getByText('1 course')).toBeVisible();
    expect(screen.getByRole('link', { name: /销售技巧/ })).toHaveAttribute(
      'href',
      '/pagesTrain/course/index?category_id=2',
    );
  });

  it('shows a failure with Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/course-categories': () =>
        ++calls === 1 ? { fail: 'timeout' } : ok({ list: COURSE_CATEGORIES }),
    });
    renderAt(<CourseTypePage />, '/pagesTrain/course/type');
    await user.click(await screen.findByText('Connection timed out, tap the screen to retry'));
    expect(await screen.findByText('产品知识')).toBeVisible();
  });
});

describe('CourseIndexPage', () => {
  it('lists the courses of the category in the query, and switches with the tabs', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/course-categories': ok({ list: COURSE_CATEGORIES }),
      'GET /api/courses': (config) =>
        ok(
          coursePage(
            paramsOf(config).category_id === 2
              ? [course(20, { title: '高效成交的五个步骤' })]
              : [course(10, { title: '新品面料知识' })],
          ),
        ),
    });
    const { location } = renderAt(<CourseIndexPage />, '/pagesTrain/course/index?category_id=1');
    expect(await screen.findByText('新品面料知识')).toBeVisible();
    expect(paramsOf(coursesCalls(adapter.calls)[0]!)).toMatchObject({ category_id: 1 });
    await user.click(await screen.findByRole('tab', { name: '销售技巧' }));
    expect(await screen.findByText('高效成交的五个步骤')).toBeVisible();
    expect(location()).toBe('/pagesTrain/course/index?category_id=2');
  });
});

describe('CompulsoryCompanyPage', () => {
  it('lists the company-wide required courses (public)', async () => {
    const adapter = fakeApi({
      'GET /api/courses': ok(
        coursePage([course(3, { title: '员工手册与安全守则', is_compulsory: true })]),
      ),
    });
    renderAt(<CompulsoryCompanyPage />, '/pagesTrain/compulsory/company');
    expect(await screen.findByText('员工手册与安全守则')).toBeVisible();
    expect(paramsOf(adapter.calls[0]!)).toEqual({
      is_compulsory: 1,
      compulsory_kind: 'company',
      page: 1,
      pageSize: 10,
    });
  });

  it('shows a refusal inline', async () => {
    fakeApi({ 'GET /api/courses': refused('课程服务维护中') });
    renderAt(<CompulsoryCompanyPage />, '/pagesTrain/compulsory/company');
    expect(await screen.findByText('课程服务维护中')).toBeVisible();
  });
});
