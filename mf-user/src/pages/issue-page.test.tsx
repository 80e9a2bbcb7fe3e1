import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, paramsOf, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { FAQ, helpPage } from '../testing/fixtures';
import IssueDetailPage from './issue-detail-page';
import IssuePage from './issue-page';

afterEach(resetAreaTest);

describe('IssuePage', () => {
  it('lists the FAQ with its categories, each question leading to its answer', async () => {
    fakeApi({ 'GET /api/help': ok(helpPage()) });
    renderAt(<IssuePage />, '/pagesUser/issue/index');
    expect(await screen.findByText('如何登录学习平台？')).toBeVisible();
    expect(screen.getByRole('tab', { name: '加入团队' })).toBeVisible();
    expect(screen.getByRole('link', { name: /为什么要加入团队？/ })).toHaveAttribute(
      'href',
      '/pagesUser/issue/detail?id=3',
    );
  });

  it('searches by keyword and by category, keeping both in the URL', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/help': (config) => {
        const { keyword, category } = paramsOf(config);
        const list = FAQ.filter(
          (faq) =>
            (!keyword || faq.question.includes(String(keyword))) &&
            (!category || faq.category === category),
        );
        return ok(helpPage(list));
      },
    });
    const { location } = renderAt(<IssuePage />, '/pagesUser/issue/index');
    await screen.findByText('如何登录学习平台？');
    await user.type(screen.getByPlaceholderText('Search questions'), '密码{Enter}');
    expect(await screen.findByText('忘记密码怎么办？')).toBeVisible();
    expect(screen.queryByText('如何登录学习平台？')).not.toBeInTheDocument();
    expect(location()).toBe(`/pagesUser/issue/index?keyword=${encodeURIComponent('密码')}`);

    await user.click(screen.getByRole('tab', { name: '加入团队' }));
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({
      page: 1,
      pageSize: 20,
      keyword: '密码',
      category: '加入团队',
    });
  });
});

describe('IssueDetailPage', () => {
  it('shows the question and its answer', async () => {
    fakeApi({ 'GET /api/help': ok(helpPage()) });
    renderAt(<IssueDetailPage />, '/pagesUser/issue/detail?id=2');
    expect(
      await screen.findByRole('heading', { level: 2, name: '忘记密码怎么办？' }),
    ).toBeVisible();
    expect(screen.getByText('在登录页点击“忘记密码”，通过短信验证后重新设置。')).toBeVisible();
  });

  it('shows the empty state for an unknown question', async () => {
    fakeApi({ 'GET /api/help': ok(helpPage()) });
    renderAt(<IssueDetailPage />, '/pagesUser/issue/detail?id=99');
    expect(await screen.findByText('No data yet')).toBeVisible();
  });
});
