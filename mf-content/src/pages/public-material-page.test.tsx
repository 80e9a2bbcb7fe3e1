import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureRequest } from 'shared/request';
import {
  fakeApi,
  logInAs,
  ok,
  pendingApi,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { materialDetail } from '../testing/fixtures';
import PublicMaterialPage from './public-material-page';

afterEach(() => {
  resetAreaTest();
  jest.restoreAllMocks();
});

const PATH = '/pagesPublic/material/index?id=5';

describe('PublicMaterialPage', () => {
  it('shows its title while loading', () => {
    pendingApi();
    renderAt(<PublicMaterialPage />, PATH);
    expect(screen.getByRole('region', { name: 'Shared materials' })).toBeVisible();
  });

  it('shows the material with sanitised rich text: a <script> never reaches the DOM', async () => {
    fakeApi({ 'GET /api/materials/5': ok(materialDetail(5)) });
    configureRequest({ baseURL: 'http://localhost:3100' });
    const { container } = renderAt(<PublicMaterialPage />, PATH);
    expect(
      await screen.findByRole('heading', { level: 2, name: '2026春季新品手册 第5册' }),
    ).toBeVisible();
    expect(screen.getByText('本手册介绍春季新品。')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    const bodyImage = container.querySelector('.text img')!;
    expect(bodyImage).not.toHaveAttribute('onerror');
    expect(bodyImage).toHaveAttribute('src', 'http://localhost:3100/api/media/material-body-1.jpg');
  });

  it('shows each attachment as a file card: kind, size and two matching actions', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    fakeApi({ 'GET /api/materials/5': ok(materialDetail(5)) });
    const { container } = renderAt(<PublicMaterialPage />, PATH);
    expect(await screen.findByRole('heading', { name: 'Attachments' })).toBeVisible();
    expect(screen.getByText('PDF · 2.4 MB')).toBeVisible();
    expect(screen.getByText('Image · 340 KB')).toBeVisible();
    expect(screen.getByText('Video · 15.0 MB')).toBeVisible();
    // No frame: phones draw a PDF in a frame as a black box.
    expect(container.querySelector('iframe')).toBeNull();

    // A PDF is read in a tab of its own, where the phone's viewer draws it.
    await user.click(screen.getByRole('button', { name: 'Read 新品手册.pdf' }));
    expect(open).toHaveBeenCalledWith('/api/media/manual.pdf', '_blank', 'noopener,noreferrer');

    // A video plays in place on demand, and folds away again.
    expect(container.querySelector('video')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play 讲解视频.mp4' });
    expect(play).toHaveAttribute('aria-expanded', 'false');
    await user.click(play);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/media/intro.mp4');
    expect(video).toHaveAttribute('controls');
    await user.click(screen.getByRole('button', { name: 'Hide video 讲解视频.mp4' }));
    expect(container.querySelector('video')).toBeNull();

    // An image shows its own picture on the card, and full size on View.
    const pictures = () => document.querySelectorAll('img[src="/api/media/display.jpg"]');
    expect(pictures()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'View 陈列示意.jpg' }));
    await waitFor(() => expect(pictures()).toHaveLength(2));

    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(3);
  });

  it('saves an attachment under its own name, then counts the download', async () => {
    const user = userEvent.setup();
    const saved: HTMLAnchorElement[] = [];
    // jsdom has no object URLs and cannot save files: catch what the page hands the browser.
    Object.assign(URL, { createObjectURL: () => 'blob:display', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
    const adapter = fakeApi({
      'GET /api/materials/5': ok(materialDetail(5)),
      'GET /api/media/display.jpg': {
        status: 200,
        data: new Blob(['jpeg'], { type: 'image/jpeg' }),
        headers: { 'content-type': 'image/jpeg' },
      },
      'POST /api/materials/5/downloads': ok({ download_count: 46 }),
    });
    renderAt(<PublicMaterialPage />, PATH);
    expect(await screen.findByText('45 downloads')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download 陈列示意.jpg' }));
    expect(await screen.findByText('46 downloads')).toBeVisible();
    expect(saved.map((link) => [link.download, link.href])).toEqual([
      ['陈列示意.jpg', 'blob:display'],
    ]);
    expect(JSON.parse(String(adapter.calls[2]!.data))).toEqual({ attachment_id: 12 });
  });

  it('counts nothing when the file cannot be fetched', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/materials/5': ok(materialDetail(5)),
      'GET /api/media/display.jpg': { status: 404, data: new Blob(['not found']) },
    });
    renderAt(<PublicMaterialPage />, PATH);
    const save = await screen.findByRole('button', { name: 'Download 陈列示意.jpg' });
    await user.click(save);
    await waitFor(() => expect(save).not.toHaveClass('adm-button-loading'));
    expect(adapter.calls.map((call) => call.url)).toContain('/api/media/display.jpg');
    expect(screen.getByText('45 downloads')).toBeVisible();
    expect(adapter.calls.map((call) => call.url)).not.toContain('/api/materials/5/downloads');
  });

  it('toggles the favourite, showing the state the API answers', async () => {
    const user = userEvent.setup();
    logInAs();
    const adapter = fakeApi({
      'GET /api/materials/5': ok(materialDetail(5)),
      'POST /api/materials/5/favourite': ok({ favourited: true }),
      'DELETE /api/materials/5/favourite': ok({ favourited: false }),
    });
    renderAt(<PublicMaterialPage />, PATH);
    const add = await screen.findByRole('button', { name: /Favourite/ });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    const remove = await screen.findByRole('button', { name: /Remove from favourites/ });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Favourite' })).toBeVisible();
    expect(adapter.calls.map((call) => call.method?.toUpperCase())).toEqual([
      'GET',
      'POST',
      'DELETE',
    ]);
  });

  it('shows no favourite button to visitors', async () => {
    fakeApi({ 'GET /api/materials/5': ok(materialDetail(5)) });
    renderAt(<PublicMaterialPage />, PATH);
    expect(await screen.findByText('本手册介绍春季新品。')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('says so when no material is chosen, without calling the API', () => {
    const adapter = fakeApi({});
    renderAt(<PublicMaterialPage />, '/pagesPublic/material/index');
    expect(
      screen.getByText('No material was chosen. Pick one from the materials centre.'),
    ).toBeVisible();
    expect(adapter.calls).toHaveLength(0);
  });

  it('shows a refusal inline and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/materials/5': () =>
        fail ? refused('Log in to read this material', 401) : ok(materialDetail(5)),
    });
    renderAt(<PublicMaterialPage />, PATH);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('本手册介绍春季新品。')).toBeVisible();
  });
});
