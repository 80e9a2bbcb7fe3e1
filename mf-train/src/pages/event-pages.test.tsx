import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { coursePage, meeting, trainingSession } from '../testing/fixtures';
import MeetingInfoPage from './meeting-info-page';
import MeetingListPage from './meeting-list-page';
import PolicyCataloguePage from './policy-catalogue-page';
import PolicyListPage from './policy-list-page';
import TrainingDetailsPage from './training-details-page';
import TrainingInfoPage from './training-info-page';
import TrainingListPage from './training-list-page';

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});
beforeEach(() => logInAs());

describe('TrainingListPage', () => {
  it('lists upcoming sessions with seats, and past ones on their tab', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/training-sessions': (config) =>
        paramsOf(config).when === 'past'
          ? ok(coursePage([]))
          : ok(coursePage([trainingSession(1), trainingSession(2, { enrolled_count: 30 })])),
    });
    renderAt(<TrainingListPage />, '/pagesTrain/training/list');
    const items = await screen.findAllByRole('listitem');
    // Time, place and people each on a line of their own: the place is never cut short.
    expect(within(items[0]!).getByText('2026-11-18 19:06')).toBeVisible();
    expect(within(items[0]!).getByText('上海徐汇旗舰店')).toBeVisible();
    expect(within(items[0]!).getByText('赵国栋 · 18/30 seats taken')).toBeVisible();
    expect(within(items[1]!).getByText('Full')).toBeVisible();
    // On the Upcoming tab "Not started" would be on every row: it is left out.
    expect(screen.queryByText('Not started')).toBeNull();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/pagesTrain/training/info?id=1',
    );
    await user.click(screen.getByText('Past'));
    expect(await screen.findByText('No data yet')).toBeVisible();
    expect(paramsOf(adapter.calls.at(-1)!)).toMatchObject({ when: 'past' });
  });
});

describe('TrainingListPage, my sessions', () => {
  it('marks a session I signed up for once, the seats as a head count in Chinese', async () => {
    fakeApi({
      'GET /api/training-sessions': ok(coursePage([trainingSession(1, { enrolled: true })])),
    });
    renderAt(<TrainingListPage />, '/pagesTrain/training/list');
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).getByText('Signed up')).toBeVisible();
    cleanup();
    fakeApi({
      'GET /api/training-sessions': ok(coursePage([trainingSession(1, { enrolled: true })])),
    });
    renderAt(<TrainingListPage />, '/pagesTrain/training/list', { language: 'zh-CN' });
    const [zh] = await screen.findAllByRole('listitem');
    expect(within(zh!).getByText('赵国栋 · 18/30 人')).toBeVisible();
    expect(within(zh!).getAllByText(/已报/)).toHaveLength(1);
  });
});

describe('TrainingInfoPage', () => {
  it('shows when it runs in the one calendar format', async () => {
    fakeApi({ 'GET /api/training-sessions/1': ok(trainingSession(1)) });
    renderAt(<TrainingInfoPage />, '/pagesTrain/training/info?id=1');
    // Over midnight in China time, so both ends are written in full.
    expect(await screen.findByText('2026-11-18 19:06–2026-11-19 03:06')).toBeVisible();
    expect(screen.getByText('18 of 30 taken')).toBeVisible();
  });

  it('offers no seat action on a session that has ended, and says it has ended', async () => {
    fakeApi({
      'GET /api/training-sessions/1': ok(trainingSession(1, { status: 'ended', enrolled: true })),
    });
    renderAt(<TrainingInfoPage />, '/pagesTrain/training/info?id=1');
    expect(await screen.findByText('This session has ended.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Take a seat|Give my seat back|Full/ })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes no new seats once a session has started', async () => {
    fakeApi({ 'GET /api/training-sessions/1': ok(trainingSession(1, { status: 'ongoing' })) });
    renderAt(<TrainingInfoPage />, '/pagesTrain/training/info?id=1');
    expect(
      await screen.findByText('This session has started; seats are no longer taken.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take a seat' })).toBeNull();
  });

  it('takes a seat, showing the new count', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/training-sessions/1': ok(trainingSession(1)),
      'POST /api/training-sessions/1/enrol': ok(
        trainingSession(1, { enrolled: true, enrolled_count: 19 }),
      ),
    });
    renderAt(<TrainingInfoPage />, '/pagesTrain/training/info?id=1');
    await user.click(await screen.findByRole('button', { name: 'Take a seat' }));
    expect(await screen.findByText('19 of 30 taken')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Give my seat back' })).toBeVisible();
  });

  it('asks before giving a seat back, and shows a refusal inline', async () => {
    // The dialog's opening animation leaves `pointer-events: none` on it in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fakeApi({
      'GET /api/training-sessions/1': ok(trainingSession(1, { enrolled: true })),
      'POST /api/training-sessions/1/cancel': refused('This session has already started'),
    });
    renderAt(<TrainingInfoPage />, '/pagesTrain/training/info?id=1');
    await user.click(await screen.findByRole('button', { name: 'Give my seat back' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Give your seat back?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Give my seat back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This session has already started');
  });

  it('keeps the seat when giving it back is not confirmed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const adapter = fakeApi({
      'GET /api/training-sessions/1': ok(trainingSession(1, { enrolled: true })),
    });
    renderAt(<TrainingInfoPage />, '/pagesTrain/training/info?id=1');
    await user.click(await screen.findByRole('button', { name: 'Give my seat back' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my seat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adapter.calls.some((c) => c.url === '/api/training-sessions/1/cancel')).toBe(false);
  });

  it('signs in when opened from the venue QR code', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/training-sessions/1': ok(trainingSession(1, { enrolled: true })),
      'POST /api/training-sessions/1/check-in': ok(
        trainingSession(1, { enrolled: true, checked_in_at: 1795000100 }),
      ),
    });
    renderAt(<TrainingInfoPage />, '/pagesTrain/training/info?id=1&checkin=0123456789abcdef');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Signed in')).not.toHaveLength(0);
    const call = adapter.calls.find((c) => c.url === '/api/training-sessions/1/check-in');
    expect(JSON.parse(String(call!.data))).toEqual({ code: '0123456789abcdef' });
  });
});

describe('TrainingDetailsPage', () => {
  const HOUR = 3600;
  const now = Math.floor(Date.now() / 1000);
  const item = (id: number, title: string, from: number, to: number) => ({
    id,
    title,
    speaker: '赵国栋',
    body: '',
    starts_at: now + from * HOUR,
    ends_at: now + to * HOUR,
  });
  const session = trainingSession(1, {
    checkin_code: '0123456789abcdef',
    status: 'ongoing',
    body_html:
      '<p>现场演示</p><script>alert(1)</script><h3>日程</h3><ul><li>9:00-12:00 勘测流程与工具</li>' +
      '<li>13:00-16:00 现场实操演练</li><li>16:00-17:00 考核与答疑</li></ul><p>名额 30 人。</p>',
    schedule: [
      item(1, '勘测流程与工具', -3, -1),
      item(2, '现场实操演练', -1, 2),
      item(3, '考核与答疑', 2, 3),
    ],
  });

  it('shows the agenda once, where it stands, then what the session is about', async () => {
    fakeApi({ 'GET /api/training-sessions/1': ok(session) });
    const { container } = renderAt(<TrainingDetailsPage />, '/pagesTrain/training/details?id=1');
    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'About the session' })).toBeVisible();
    // The text's own copy of the agenda (its list and heading) is left out; the rest stays.
    for (const title of ['勘测流程与工具', '现场实操演练', '考核与答疑'])
      expect(screen.getAllByText(title)).toHaveLength(1);
    expect(screen.queryByText('日程')).toBeNull();
    expect(screen.getByText('现场演示')).toBeVisible();
    expect(screen.getByText('名额 30 人。')).toBeVisible();
    // Done, running now, still to come: not every step grey.
    const steps = Array.from(container.querySelectorAll('.adm-step'));
    expect(steps.map((step) => step.className.match(/adm-step-status-(\w+)/)?.[1])).toEqual([
      'finish',
      'process',
      'wait',
    ]);
    expect(within(steps[1] as HTMLElement).getByText('In progress')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign-in QR code' })).toBeVisible();
  });

  it('keeps a list of the text that is not the agenda', async () => {
    fakeApi({
      'GET /api/training-sessions/1': ok({
        ...session,
        body_html: '<h3>请携带</h3><ul><li>工牌</li><li>卷尺</li></ul>',
      }),
    });
    renderAt(<TrainingDetailsPage />, '/pagesTrain/training/details?id=1');
    expect(await screen.findByText('卷尺')).toBeVisible();
    expect(screen.getByText('请携带')).toBeVisible();
  });
});

describe('MeetingListPage and MeetingInfoPage', () => {
  it('lists meetings with their sign-ups', async () => {
    fakeApi({
      'GET /api/meetings': ok(coursePage([meeting(1), meeting(2, { signed_up: true })])),
    });
    renderAt(<MeetingListPage />, '/pagesTrain/meeting/list');
    expect(await screen.findAllByText('32 signed up')).toHaveLength(2);
    expect(screen.getByText('Signed up')).toBeVisible();
    // The place has a line of its own (it was cut short behind the time).
    expect(screen.getAllByText('Online · 企业微信直播')).toHaveLength(2);
    expect(screen.queryByText('Not started')).toBeNull();
  });

  it('says when a meeting has ended, and offers nothing to do', async () => {
    fakeApi({ 'GET /api/meetings/1': ok(meeting(1, { status: 'ended' })) });
    renderAt(<MeetingInfoPage />, '/pagesTrain/meeting/info?id=1');
    expect(await screen.findByText('This meeting has ended.')).toBeVisible();
    expect(screen.getByText('2026-11-18 19:06–20:06')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('signs up, then records attendance', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/meetings/1': ok(meeting(1)),
      'POST /api/meetings/1/sign-up': ok(meeting(1, { signed_up: true, attendee_count: 33 })),
      'POST /api/meetings/1/attend': refused('Attendance opens 30 minutes before the start'),
    });
    renderAt(<MeetingInfoPage />, '/pagesTrain/meeting/info?id=1');
    expect(await screen.findByText('大促目标发布')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(await screen.findByRole('button', { name: "I'm here" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attendance opens 30 minutes before the start',
    );
  });
});

describe('policy pages', () => {
  it('lists the catalogues with their counts', async () => {
    fakeApi({
      'GET /api/policy-catalogues': ok({ list: [{ id: 1, name: '人事制度', policy_count: 4 }] }),
    });
    renderAt(<PolicyCataloguePage />, '/pagesTrain/policy/catalogue');
    expect(await screen.findByText('4 documents')).toBeVisible();
    expect(screen.getByRole('link', { name: /人事制度/ })).toHaveAttribute(
      'href',
      '/pagesTrain/policy/list?catalogue_id=1',
    );
  });

  it('reads a policy in place', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/policies': ok(
        coursePage([
          {
            id: 5,
            catalogue_id: 1,
            doc_no: 'YJ-ZD-2026-001',
            title: '员工考勤管理制度',
            published_at: 1790000000,
            has_attachment: true,
          },
        ]),
      ),
      'GET /api/policies/5': ok({
        id: 5,
        catalogue_id: 1,
        doc_no: 'YJ-ZD-2026-001',
        title: '员工考勤管理制度',
        published_at: 1790000000,
        has_attachment: true,
        catalogue: '人事制度',
        body_html: '<h3>第一条 目的</h3><p>规范考勤。</p>',
        attachment_url: '/api/media/policy.pdf',
      }),
      'GET /api/policy-catalogues': ok({
        list: [
          { id: 1, name: '人事制度', policy_count: 1 },
          { id: 2, name: '财务制度', policy_count: 3 },
        ],
      }),
    });
    const { location } = renderAt(<PolicyListPage />, '/pagesTrain/policy/list?catalogue_id=1');
    // The catalogue's name is the page's title (the nav bar's); the list is headed by its count.
    expect(await screen.findByRole('heading', { name: '1 document' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '人事制度' })).toBeNull();
    expect(screen.getByText('YJ-ZD-2026-001 · 2026-09-21')).toBeVisible();
    await user.click(await screen.findByText('员工考勤管理制度'));
    expect(await screen.findByText('规范考勤。')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open the attachment' })).toBeVisible();
    await waitFor(() => expect(location()).toBe('/pagesTrain/policy/list?catalogue_id=1&id=5'));
  });
});
