import { cleanup, screen } from '@testing-library/react';
import { renderAt, resetAreaTest } from 'shared/standalone/testing';
import { MediaRow, joinMeta } from './media-row';

afterEach(() => {
  cleanup();
  resetAreaTest();
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
  it('shows the 16:9 cover whole beside the title, meta lines and tags', () => {
    const { container } = renderAt(
      <MediaRow
        to="/pagesTrain/course/course?id=1"
        cover="/api/media/course-1.jpg"
        title="门店接待流程"
        meta={['Video · 6 lessons', 'Shanghai']}
        progress={40}
      >
        <span>Required</span>
      </MediaRow>,
    );
    const link = screen.getByRole('link', { name: /门店接待流程/ });
    expect(link).toHaveAttribute('href', '/pagesTrain/course/course?id=1');
    expect(screen.getByRole('heading', { level: 3, name: '门店接待流程' })).toBeVisible();
    expect(screen.getByText('Video · 6 lessons')).toBeVisible();
    expect(screen.getByText('Shanghai')).toBeVisible();
    expect(screen.getByText('Required')).toBeVisible();
    expect(screen.getByText('40%')).toBeVisible();
    const image = container.querySelector('img')!;
    // The box keeps the cover's own shape (16:9), so nothing of it is cut.
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '68');
    expect(image.style.getPropertyValue('--media-ratio')).toBe(String(16 / 9));
  });
});
