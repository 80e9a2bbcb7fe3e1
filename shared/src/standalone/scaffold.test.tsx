import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileOutline, UserOutline } from 'antd-mobile-icons';
import { configureRequest } from 'shared/request';
import { ActionBar } from './action-bar';
import { AreaPage, EntryGrid, LinkList } from './area-page';
import { MEDIA_RATIOS, MediaImage } from './media-image';
import { joinMeta, MediaRow } from './media-row';
import { RefusalView } from './refusal-view';
import { Section } from './section';
import { renderAt, resetAreaTest } from './testing';

afterEach(resetAreaTest);

describe('AreaPage', () => {
  it('names its region with the title but never writes the title (the nav bar does)', () => {
    renderAt(
      <AreaPage title="page.user.index" about="page.user.index">
        <p>content</p>
      </AreaPage>,
    );
    expect(screen.getByRole('region', { name: 'Mine' })).toContainElement(
      screen.getByText('content'),
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('Section', () => {
  it('is a region named by its heading, with its extra and its content on a card', () => {
    renderAt(
      <Section title="Recommended" extra={<a href="/more">More</a>}>
        <p>a course</p>
      </Section>,
    );
    const section = screen.getByRole('region', { name: 'Recommended' });
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended' })).toBeInTheDocument();
    expect(section).toContainElement(screen.getByRole('link', { name: 'More' }));
    expect(screen.getByText('a course').parentElement).toHaveClass('card');
  });

  it('leaves the surface to content that draws its own', () => {
    renderAt(
      <Section title="Lists" card={false}>
        <p>a list</p>
      </Section>,
    );
    expect(screen.getByText('a list').parentElement).not.toHaveClass('card');
  });
});

describe('EntryGrid and LinkList', () => {
  const links = [
    { to: '/pagesUser/user/info', title: 'page.user.info', icon: <UserOutline /> },
    { to: '/pagesUser/user/notice', title: 'page.user.notice', icon: <FileOutline /> },
  ] as const;

  it('gives every entry its icon and its page title, linking to the page', () => {
    const { container } = renderAt(<EntryGrid links={links} />);
    const entries = screen.getAllByRole('link');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveAttribute('href', '/pagesUser/user/info');
    expect(container.querySelectorAll('a svg')).toHaveLength(2);
  });

  it('lists links with their icons', () => {
    const { container } = renderAt(<LinkList links={links} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(container.querySelectorAll('.adm-list-item-content-prefix svg')).toHaveLength(2);
  });
});

describe('ActionBar', () => {
  it('holds the actions and reserves the space under the content', () => {
    const { container } = renderAt(
      <ActionBar>
        <button type="button">Cancel</button>
        <button type="button">Pay</button>
      </ActionBar>,
    );
    expect(screen.getByRole('button', { name: 'Pay' }).parentElement).toHaveClass('bar');
    expect(container.querySelector('.spacer')).toHaveAttribute('aria-hidden');
  });
});

describe('MediaImage', () => {
  it.each([
    ['banner', 375, 150],
    ['cover', 375, 211],
    ['cover', 120, 68],
    ['square', 48, 48],
  ] as const)('reserves the %s box at %i px wide: %i px high', (ratio, width, height) => {
    configureRequest({ baseURL: 'http://localhost:3100' });
    renderAt(<MediaImage src="/api/media/a.svg" alt="A cover" ratio={ratio} width={width} />);
    const image = screen.getByRole('img', { name: 'A cover' });
    expect(image).toHaveAttribute('width', String(width));
    expect(image).toHaveAttribute('height', String(height));
    expect(image.style.getPropertyValue('--media-ratio')).toBe(String(MEDIA_RATIOS[ratio]));
    expect(image).toHaveAttribute('src', 'http://localhost:3100/api/media/a.svg');
  });

  it('loads lazily and decodes aside unless it is the largest image of the page', () => {
    renderAt(
      <>
        <MediaImage src="/a.svg" alt="below" ratio="cover" />
        <MediaImage src="/b.svg" alt="banner" ratio="banner" priority />
      </>,
    );
    const below = screen.getByRole('img', { name: 'below' });
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).toHaveAttribute('decoding', 'async');
    const banner = screen.getByRole('img', { name: 'banner' });
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    // Painted in the frame it is ready for, not a frame later.
    expect(banner).not.toHaveAttribute('decoding');
  });
});

describe('RefusalView', () => {
  it.each([
    ['en', 'No permission', 'Go back'],
    ['zh-CN', '暂无权限', '返回'],
  ] as const)(
    'in %s says no permission, the reason, and goes back home from a first page',
    async (language, title, back) => {
      const user = userEvent.setup();
      const { location } = renderAt(
        <RefusalView reason="Only area managers manage an area" />,
        '/pagesUser/team/area',
        { language },
      );
      expect(screen.getByRole('alert')).toHaveTextContent(title);
      expect(screen.getByText('Only area managers manage an area')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /retry|重试/i })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: back }));
      expect(location()).toBe('/pages/index/index');
    },
  );
});

describe('joinMeta', () => {
  it.each<[readonly (string | null | undefined | false)[], string]>([
    [['Video', '王老师', '6 lessons'], 'Video · 王老师 · 6 lessons'],
    [['Video', null, '6 lessons'], 'Video · 6 lessons'],
    [['Video', undefined, false, ''], 'Video'],
    [[], ''],
  ])('joins %j as %j', (parts, line) => {
    expect(joinMeta(parts)).toBe(line);
  });
});

describe('MediaRow', () => {
  it('is one link named by what it shows, with its cover whole at the designed ratio', () => {
    renderAt(
      <MediaRow
        to="/pagesTrain/course/course?id=3"
        cover="/media/cover-course-sales-1.svg"
        title="Consultative selling in five steps"
        meta={[joinMeta(['Video', 'Zhao Wei', false, '6 lessons']), 'Shanghai']}
        progress={40}
      >
        <span>Free</span>
      </MediaRow>,
    );
    const link = screen.getByRole('link', {
      name: /^Consultative selling in five steps Video · Zhao Wei · 6 lessons Shanghai Free/,
    });
    expect(link).toHaveAttribute('href', '/pagesTrain/course/course?id=3');
    const cover = link.querySelector('img')!;
    expect(cover).toHaveAttribute('alt', '');
    expect(Number(cover.getAttribute('width')) / Number(cover.getAttribute('height'))).toBeCloseTo(
      MEDIA_RATIOS.cover,
      1,
    );
    expect(cover.parentElement).not.toHaveClass('end');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it("puts a reading item's cover at the end, takes badges as meta and can be a button", async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    renderAt(
      <MediaRow
        title="Store 500 opens in Chengdu"
        description="The biggest opening of the year"
        meta={<strong>Pinned</strong>}
        cover="/media/cover-news-1.svg"
        coverAt="end"
        onOpen={onOpen}
      />,
    );
    const button = screen.getByRole('button', { name: /^Store 500 opens in Chengdu/ });
    expect(button.querySelector('img')!.parentElement).toHaveClass('end');
    expect(screen.getByText('Pinned').tagName).toBe('STRONG');
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows no picture without a cover', () => {
    renderAt(<MediaRow to="/x" title="No cover" />);
    expect(screen.getByRole('link', { name: 'No cover' }).querySelector('img')).toBeNull();
  });
});
