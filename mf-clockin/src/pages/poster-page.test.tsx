import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { drawPoster, type PosterContent } from '../components/draw-poster';
import { activityDetail } from '../testing/fixtures';
import PosterPage from './poster-page';

// jsdom has no canvas: the drawing is checked by what it is given, and in the browser suite.
jest.mock('../components/draw-poster', () => ({
  ...jest.requireActual<object>('../components/draw-poster'),
  drawPoster: jest.fn(() =>
    Promise.resolve({ url: 'data:image/png;base64,iVBORw0KGgo=', height: 912 }),
  ),
}));
const draw = jest.mocked(drawPoster);

beforeEach(() => act(() => void logInAs()));
afterEach(() => {
  draw.mockClear();
  resetAreaTest();
});

describe('PosterPage', () => {
  it('draws the activity, my name, avatar and streak, and a QR code to join', async () => {
    fakeApi({ 'GET /api/clockin/activities/1': ok(activityDetail(1, {}, { streak: 6 })) });
    renderAt(<PosterPage />, '/pagesClockin/poster/index?activityId=1');
    const image = await screen.findByRole('img', { name: 'Poster of 21天陈列打卡挑战（第1期）' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    // The drawn size (as tall as the poster's text needs), reserved before the image decodes.
    expect(image).toHaveAttribute('width', '750');
    expect(image).toHaveAttribute('height', '912');
    const content = draw.mock.calls[0]![1] as PosterContent;
    expect(content).toMatchObject({
      title: '21天陈列打卡挑战（第1期）',
      period: '2025-01-01 to 2025-01-21',
      name: '张三',
      avatarUrl: '/api/media/avatar-1.svg',
      streakText: 'I have clocked in 6 days in a row',
      joinText: 'Scan to join me',
      joinUrl: 'http://localhost/pagesClockin/task/index?activityId=1',
    });

    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Save the poster' }));
    expect(click).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('poster-1.png');
    click.mockRestore();
  });

  it('leaves the streak out of the poster when I have none', async () => {
    fakeApi({ 'GET /api/clockin/activities/1': ok(activityDetail(1, {}, { streak: 0 })) });
    renderAt(<PosterPage />, '/pagesClockin/poster/index?activityId=1');
    await screen.findByRole('img', { name: 'Poster of 21天陈列打卡挑战（第1期）' });
    expect(draw.mock.calls[0]![1]).toMatchObject({ name: '张三', streakText: '' });
  });

  it('says so when the poster cannot be drawn, or the activity cannot load', async () => {
    draw.mockRejectedValueOnce(new Error('no canvas'));
    fakeApi({ 'GET /api/clockin/activities/1': ok(activityDetail(1)) });
    const { unmount } = renderAt(<PosterPage />, '/pagesClockin/poster/index?activityId=1');
    expect(await screen.findByText('The poster could not be drawn')).toBeVisible();
    unmount();

    fakeApi({ 'GET /api/clockin/activities/1': refused('Activity not found', 404) });
    renderAt(<PosterPage />, '/pagesClockin/poster/index?activityId=1');
    await waitFor(() => expect(screen.getByText('Activity not found')).toBeVisible());
  });
});
