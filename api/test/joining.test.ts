import { DEMO_INVITE_CODE } from '../src/seed/demo-accounts';
import { startTestServer, type TestServer } from './helpers/test-server';

const NOT_JOINED = '13800000001';
const PENDING = '13800000002';
const JOINED_STAFF = '13800000000';
const AREA_MANAGER = '13800000004';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type JoinState = {
  is_check: number;
  request: { id: number; status: string; reason: string } | null;
};

describe('joining a team: profile → invite code → area manager review', () => {
  it('refuses an invite code before the profile is complete, then accepts it after', async () => {
    const token = await server.login(NOT_JOINED);
    const early = await server.call('POST', '/api/join/activate', {
      token,
      body: { invite_code: DEMO_INVITE_CODE },
    });
    expect(early.body).toEqual({ code: 1, message: 'Complete your profile first', data: null });

    const profile = await server.call('POST', '/api/user/profile', {
      token,
      body: { username: '王小明', sex: 1 },
    });
    expect(profile.body).toMatchObject({
      code: 0,
      data: { username: '王小明', sex: 1, profile_complete: true },
    });

    const unknown = await server.call('POST', '/api/join/activate', {
      token,
      body: { invite_code: 'ZZZZZZ' },
    });
    expect(unknown.body).toEqual({
      code: 1,
      message: 'This invite code does not exist',
      data: null,
    });

    const activated = await server.call('POST', '/api/join/activate', {
      token,
      body: { invite_code: DEMO_INVITE_CODE.toLowerCase() },
    });
    expect(activated.body).toMatchObject({
      code: 0,
      data: { is_check: 1, request: { status: 'pending' } },
    });

    const twice = await server.call('POST', '/api/join/activate', {
      token,
      body: { invite_code: DEMO_INVITE_CODE },
    });
    expect(twice.body.message).toBe('Your request is already waiting for review');
  });

  it('validates the profile and the code with 422s naming the field', async () => {
    const token = await server.login(NOT_JOINED);
    expect(
      (await server.call('POST', '/api/user/profile', { token, body: { username: 'X', sex: 1 } }))
        .body,
    ).toEqual({
      status_code: 422,
      message: 'username must be at least 2 characters',
    });
    expect(
      (
        await server.call('POST', '/api/user/profile', {
          token,
          body: { username: '王小明', sex: 5 },
        })
      ).body,
    ).toEqual({
      status_code: 422,
      message: 'sex must be one of 1, 2',
    });
    expect(
      (await server.call('POST', '/api/join/activate', { token, body: { invite_code: 'AB' } }))
        .status,
    ).toBe(422);
  });

  it('lets only area managers list and review requests of their area', async () => {
    const staff = await server.login(JOINED_STAFF);
    expect((await server.call('GET', '/api/join/requests', { token: staff })).body).toEqual({
      code: 403,
      message: 'Only area managers review join requests',
      data: null,
    });
    const manager = await server.login(AREA_MANAGER);
    const list = await server.call('GET', '/api/join/requests', {
      token: manager,
      query: { status: 'pending' },
    });
    const data = list.body.data as { list: { user: { mobile: string } }[]; total: number };
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.list.map((r) => r.user.mobile)).toEqual(
      expect.arrayContaining([NOT_JOINED, PENDING]),
    );
  });

  it('approval gives full access (is_check 2)', async () => {
    const applicant = await server.login(NOT_JOINED);
    const state = (await server.call('GET', '/api/join/state', { token: applicant })).body
      .data as JoinState;
    const manager = await server.login(AREA_MANAGER);
    const approved = await server.call('POST', `/api/join/requests/${state.request!.id}/approve`, {
      token: manager,
    });
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved' } });
    expect((await server.call('GET', '/api/me', { token: applicant })).body).toMatchObject({
      data: { is_check: 2, team: { id: expect.any(Number) } },
    });
    expect((await server.call('GET', '/api/orders', { token: applicant })).body.code).toBe(0);
    // The applicant hears about it in their notices, unread.
    const notices = (await server.call('GET', '/api/user/notices', { token: applicant })).body
      .data as { unread_count: number; list: { title: string; kind: string }[] };
    expect(notices.unread_count).toBeGreaterThanOrEqual(1);
    expect(notices.list[0]).toMatchObject({
      kind: 'team',
      title: expect.stringMatching(/^Joined /),
    });
    // The same notice reads in Chinese for a Chinese reader.
    const zh = (
      await server.call('GET', '/api/user/notices', {
        token: applicant,
        headers: { 'accept-language': 'zh-CN' },
      })
    ).body.data as { list: { id: number; title: string; body: string }[] };
    expect(zh.list[0]).toMatchObject({
      title: expect.stringMatching(/^已加入/),
      body: expect.stringMatching(/的申请已通过/),
    });
    const again = await server.call('POST', `/api/join/requests/${state.request!.id}/approve`, {
      token: manager,
    });
    expect(again.body).toEqual({
      code: 1,
      message: 'This request has already been reviewed',
      data: null,
    });
  });

  it('rejection with a reason returns the applicant to is_check 0 and shows the reason', async () => {
    const applicant = await server.login(PENDING);
    const state = (await server.call('GET', '/api/join/state', { token: applicant })).body
      .data as JoinState;
    expect(state).toMatchObject({ is_check: 1, request: { status: 'pending' } });
    const manager = await server.login(AREA_MANAGER);
    expect(
      (
        await server.call('POST', `/api/join/requests/${state.request!.id}/reject`, {
          token: manager,
          body: {},
        })
      ).status,
    ).toBe(422);
    const rejected = await server.call('POST', `/api/join/requests/${state.request!.id}/reject`, {
      token: manager,
      body: { reason: '请使用本人真实姓名' },
    });
    expect(rejected.body).toMatchObject({
      code: 0,
      data: { status: 'rejected', reason: '请使用本人真实姓名' },
    });
    const after = (await server.call('GET', '/api/join/state', { token: applicant })).body
      .data as JoinState;
    expect(after).toMatchObject({
      is_check: 0,
      request: { status: 'rejected', reason: '请使用本人真实姓名' },
    });
  });

  it('answers code 404 for a request outside the manager area or unknown', async () => {
    const manager = await server.login(AREA_MANAGER);
    const reply = await server.call('POST', '/api/join/requests/999999/approve', {
      token: manager,
    });
    expect(reply.body).toEqual({ code: 404, message: 'Join request not found', data: null });
  });
});
